// @corkboard/domain: the product's rules, as pure functions and data.
//
// What lives here: every decision the product spec (docs/SPEC.md) and the contract
// (docs/API.md) state that does not need I/O. Routes and reserved names, limits and timings, the copy catalogue (every user-facing
// string), text truncation, experiments, bot detection, image size choice, viewer rules.
// The server and the web client both import from here, so a rule is written once.
//
// Rules for this package (enforced by lint where possible):
// - pure: no node:* modules, no React, no DB, no HTTP, no other @corkboard package;
//   only standard globals every runtime has (URL, URLSearchParams, TextEncoder, Intl);
// - named exports only, kebab-case files under 400 lines;
// - each rule file has a table-driven `*.test.ts` beside it whose cases quote the spec.

export * from './abuse-limits';
export * from './board-invites';
export * from './board-order';
export * from './bots';
export * from './closeup/index';
export * from './comments/index';
export * from './conversations/index';
export * from './invites/index';
export * from './visitor/index';
export * from './notifications/index';
export * from './consent/index';
export * from './device';
export * from './copy';
export * from './creating/index';
export * from './discovery/index';
export * from './events/index';
export * from './experiences/index';
export * from './experiments';
export * from './field-sets/index';
export * from './images';
export * from './limits';
export * from './onboarding';
export * from './password-reset';
export * from './links/index';
export * from './pin-card/index';
export * from './reports/index';
export * from './reserved-names';
export * from './route-table';
export * from './routes';
export * from './saving/index';
export * from './search/index';
export * from './storable-input';
export * from './text';
export * from './theme';
export * from './upsell/index';
export * from './viewer';
