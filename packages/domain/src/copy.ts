// The one copy catalogue: every user-facing string of the product, grouped by area. Strings
// quoted by the spec are kept verbatim (a test checks them); the rest are ours and follow the
// same voice: short, plain, sentence case, "Pin" and "board" as the product's nouns.
// Templated texts are functions. Server error messages live here too, so a client can show
// them as they come.
// Split by area under copy/; import from here (or from '@corkboard/domain').
export * from './copy/site';
export * from './copy/spec-texts';
export * from './copy/boards-and-api';
export * from './copy/web-ui';
export * from './copy/discovery';
export * from './copy/feedback-ui';
