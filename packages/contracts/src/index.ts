// The HTTP contract (docs/API.md): zod schemas of every resource's options and answers and of
// the other routes, the wire types derived from them, and the OpenAPI document built from it all.
export { wireComponents } from './components';
export * from './wire';
export * from './pin-wire';
export * from './grid-pin-wire';
export * from './creating-wire';
export * from './discovery-wire';
export * from './discovery-schemas';
export * from './search-wire';
export * from './envelope';
export * from './common';
export * from './resources';
export * from './search-schemas';
export * from './events-schemas';
export * from './experiences-schemas';
export * from './consent-schemas';
export * from './sessions-schemas';
export * from './password-reset-schemas';
export * from './onboarding-schemas';
export * from './comments-schemas';
export * from './links-schemas';
export * from './moderation-schemas';
export * from './answers';
export * from './route-schemas';
export * from './routes';
export * from './openapi/index';
export * from './calls';
export * from './ssr';
