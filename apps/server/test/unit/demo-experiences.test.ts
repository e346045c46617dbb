// The demo's experiences (issue 15: "one of each type somewhere in the product"): every kind is
// there, each one valid by spec 001 §5, at a placement that exists, and its triggers name
// experiences of the set.
import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_KIND_NAMES,
  experienceTypeOf,
  isPlacementId,
  placementAccepts,
  validateDisplayData,
} from '@corkboard/domain';
import { demoExperiences } from '../../src/cli/demo-experiences';

describe('the demo experiences', () => {
  const list = demoExperiences('http://127.0.0.1:3000/');
  it('show every kind', () => {
    expect(new Set(list.map((e) => e.kind))).toEqual(new Set(EXPERIENCE_KIND_NAMES));
  });
  it.each(list.map((e) => [e.id, e] as const))('%s is valid where it is placed', (_id, e) => {
    expect(validateDisplayData(e.kind, e.displayData)).toEqual([]);
    expect(isPlacementId(e.placementId)).toBe(true);
    const renderable = { experienceId: e.id, type: experienceTypeOf(e.kind), kind: e.kind };
    expect(placementAccepts(e.placementId, renderable)).toBe(true);
    for (const placed of e.triggers ?? []) {
      expect(list.some((other) => `${other.placementId}:${other.id}` === placed)).toBe(true);
    }
  });
  it("the survey frames the product's own survey page", () => {
    const survey = list.find((e) => e.kind === 'survey');
    expect(survey?.displayData.link?.href).toBe(`http://127.0.0.1:3000/survey/${survey?.id}/`);
  });
});
