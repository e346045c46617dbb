// The one copy catalogue: every user-facing string of the product, grouped by area. Strings
// quoted by the spec are kept verbatim (a test checks them); the rest are ours and follow the
// same voice: short, plain, sentence case, "Pin" and "board" as the product's nouns.
// Templated texts are functions. Server error messages live here too, so a client can show
// them as they come.
// Split by area under copy/; import from here (or from '@corkboard/domain'). Each text has one
// home. The split also decides the web app's chunks: the bundler places a module in the chunk
// of its readers, so a page's own texts (board-ui, profile-ui, closeup-ui, search-ui, ...) and
// those of surfaces opened later (board-picker-ui, form-ui, spec-feedback: the picker, the
// forms, the card's menus) travel with them, and the shared chunk keeps what the shell and the
// pin card read before anyone acts (site, web-ui, save-ui, spec-texts).
export * from './copy/site';
export * from './copy/auth';
export * from './copy/spec-texts';
export * from './copy/spec-feedback';
export * from './copy/spec-prompts';
export * from './copy/experiences-ui';
export * from './copy/consent-ui';
export * from './copy/follow-lists-ui';
export * from './copy/web-app-ui';
export * from './copy/app-upsell-ui';
export * from './copy/sessions-ui';
export * from './copy/password-reset-ui';
export * from './copy/onboarding-ui';
export * from './copy/spec-errors';
export * from './copy/boards';
export * from './copy/api-texts';
export * from './copy/web-ui';
export * from './copy/save-ui';
export * from './copy/board-picker-ui';
export * from './copy/form-ui';
export * from './copy/board-ui';
export * from './copy/profile-ui';
export * from './copy/closeup-ui';
export * from './copy/comments-ui';
export * from './copy/news-ui';
export * from './copy/news-mail-ui';
export * from './copy/conversations-ui';
export * from './copy/invites-ui';
export * from './copy/account-ui';
export * from './copy/pin-edit-ui';
export * from './copy/pin-builder-ui';
export * from './copy/search-ui';
export * from './copy/discovery';
export * from './copy/discover-ui';
export * from './copy/feedback-ui';
export * from './copy/feedback-reasons-ui';
export * from './copy/navigation-ui';
export * from './copy/links-ui';
export * from './copy/admin-ui';
export * from './copy/admin-experiences-ui';
export * from './copy/survey-ui';
export * from './copy/guidelines';
