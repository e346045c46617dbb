// The callout parts of spec 001 §7's event 101 (its components and elements), apart from the
// event log's codes so the pin card's chunk does not carry them.
/** Spec 001 §7: "101 with components 14071 and 14075 for callouts". */
export const CALLOUT_COMPONENT = { callout: 14071, upsell: 14075 } as const;
/** Spec 001 §7: "(elements 11925 dismiss, 13004 primary, 13005 secondary)". */
export const CALLOUT_ELEMENT = { dismiss: 11925, primary: 13004, secondary: 13005 } as const;
/** The elements that count as a click-through on an experience (the operator's chart). */
export const CALLOUT_CLICK_ELEMENTS: readonly number[] = [
  CALLOUT_ELEMENT.primary,
  CALLOUT_ELEMENT.secondary,
];
