export * from './visitor-pages';
export * from './visitor-record';
export * from './visitor-record-parse';
export * from './session';
export * from './visitor-type';
