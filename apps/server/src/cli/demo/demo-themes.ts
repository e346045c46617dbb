// The theme table, by id.
import { BAKING, DIY, FOOD, GARDEN, HOME } from './demo-themes-living';
import type { Theme, ThemeId } from './demo-themes-types';
import { FITNESS, OUTDOORS, PHOTOGRAPHY, TRAVEL } from './demo-themes-away';
import { ART, FASHION, TECH, WEDDING } from './demo-themes-style';

export type { Site, Theme, ThemeId, Topic } from './demo-themes-types';

export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  home: HOME,
  food: FOOD,
  baking: BAKING,
  travel: TRAVEL,
  fashion: FASHION,
  garden: GARDEN,
  diy: DIY,
  art: ART,
  fitness: FITNESS,
  wedding: WEDDING,
  tech: TECH,
  outdoors: OUTDOORS,
  photography: PHOTOGRAPHY,
};
