// Shared HTTP contract (API.md): zod schemas of resource options for the server's validation,
// and the wire types the web client reads.
export * from './wire';
export * from './creating-wire';
export * from './discovery-wire';
export * from './discovery-schemas';
export * from './search-wire';
export * from './envelope';
export * from './common';
export * from './resources';
export * from './search-schemas';
export * from './data';
