import { describe, expect, it } from 'vitest';
import {
  NO_REACTION_VIEW_PARAMETERS,
  RELATED_VIEW_PARAMETERS,
  VIEW_PARAMETERS,
} from './view-parameters';

describe('view parameters', () => {
  it.each([
    ['002 §9, req 002-9.07: "products 144"', VIEW_PARAMETERS.relatedPinsProducts, 144],
    ['002 §9, req 002-9.07: "article 141"', VIEW_PARAMETERS.relatedPinsArticle, 141],
    ['002 §9, req 002-9.07: "recipe 145"', VIEW_PARAMETERS.relatedPinsRecipe, 145],
    ['002 §9, req 002-9.07: "other rich metadata 139"', VIEW_PARAMETERS.relatedPinsOtherRich, 139],
    ['002 §9, req 002-9.07: "none 140"', VIEW_PARAMETERS.relatedPinsNone, 140],
    ['000 §4, req 000-4.24: "newsHub (3082)"', VIEW_PARAMETERS.newsHub, 3082],
  ])('%s', (_sentence, value, expected) => {
    expect(value).toBe(expected);
  });

  it('000 §4, req 000-4.24: "related (view parameters 140, 144, 141, 145, 139, 3173)"', () => {
    expect(RELATED_VIEW_PARAMETERS).toEqual([140, 144, 141, 145, 139, 3173]);
  });

  it('000 §5, req 000-5.23: "View parameters 3475 and 606 are also excluded"', () => {
    expect(NO_REACTION_VIEW_PARAMETERS).toEqual([3475, 606]);
  });
});
