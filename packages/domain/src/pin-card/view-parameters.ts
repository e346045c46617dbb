// Pin view-parameter codes the card reads (spec 002 §9 "Pin view-parameter codes: products
// 144, article 141, recipe 145, other rich metadata 139, none 140"; spec 000 §4 and §5 add
// 3173, 3082, 3475 and 606 without naming them).

export const VIEW_PARAMETERS = {
  relatedPinsNone: 140,
  relatedPinsProducts: 144,
  relatedPinsArticle: 141,
  relatedPinsRecipe: 145,
  relatedPinsOtherRich: 139,
  /** Spec 000 §4 lists it with the related codes; its name is not shown. */
  relatedPinsOther: 3173,
  /** Spec 000 §4 "newsHub (3082)". */
  newsHub: 3082,
  /** Spec 000 §5: reactions are excluded here; names not shown. */
  noReactionsA: 3475,
  noReactionsB: 606,
} as const;

/** Spec 000 §4: "related (view parameters 140, 144, 141, 145, 139, 3173)". */
export const RELATED_VIEW_PARAMETERS: readonly number[] = [
  VIEW_PARAMETERS.relatedPinsNone,
  VIEW_PARAMETERS.relatedPinsProducts,
  VIEW_PARAMETERS.relatedPinsArticle,
  VIEW_PARAMETERS.relatedPinsRecipe,
  VIEW_PARAMETERS.relatedPinsOtherRich,
  VIEW_PARAMETERS.relatedPinsOther,
];

/** Spec 000 §5: "View parameters 3475 and 606 are also excluded" from the reaction row. */
export const NO_REACTION_VIEW_PARAMETERS: readonly number[] = [
  VIEW_PARAMETERS.noReactionsA,
  VIEW_PARAMETERS.noReactionsB,
];
