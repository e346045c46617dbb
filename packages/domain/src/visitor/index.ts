export * from './visitor-pages';
export * from './visitor-record';
export * from './visitor-record-parse';
