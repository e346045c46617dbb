// Pin view-parameter codes the card reads (spec 002 §9, req 002-9.07: "Pin view-parameter codes:
// products 144, article 141, recipe 145, other rich metadata 139, none 140"; spec 000 §4 and §5,
// reqs 000-4.24 and 000-5.23, add 3173, 3082, 3475 and 606 without naming them).

export const VIEW_PARAMETERS = {
  relatedPinsNone: 140,
  relatedPinsProducts: 144,
  relatedPinsArticle: 141,
  relatedPinsRecipe: 145,
  relatedPinsOtherRich: 139,
  /** Req 000-4.24 lists it with the related codes; its name is not shown. */
  relatedPinsOther: 3173,
  /** Req 000-4.24: "newsHub (3082)". */
  newsHub: 3082,
  /** Req 000-5.23: reactions are excluded here; names not shown. */
  noReactionsA: 3475,
  noReactionsB: 606,
} as const;

/** Req 000-4.24: feedback type "related (view parameters 140, 144, 141, 145, 139, 3173)". */
export const RELATED_VIEW_PARAMETERS: readonly number[] = [
  VIEW_PARAMETERS.relatedPinsNone,
  VIEW_PARAMETERS.relatedPinsProducts,
  VIEW_PARAMETERS.relatedPinsArticle,
  VIEW_PARAMETERS.relatedPinsRecipe,
  VIEW_PARAMETERS.relatedPinsOtherRich,
  VIEW_PARAMETERS.relatedPinsOther,
];

/** Req 000-5.23: "View parameters 3475 and 606 are also excluded" from the reaction row. */
export const NO_REACTION_VIEW_PARAMETERS: readonly number[] = [
  VIEW_PARAMETERS.noReactionsA,
  VIEW_PARAMETERS.noReactionsB,
];
