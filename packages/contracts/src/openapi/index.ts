// The OpenAPI side of the contract: the operation list, the document and its grouping.
export * from './areas';
export * from './operations';
export * from './json-schema';
export * from './document';
