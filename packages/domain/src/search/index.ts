// Search (issue 6; spec 000 §3 result types, req 000-3.30): query parsing, scopes and the
// typeahead's rules.

export * from './search-query';
export * from './search-scopes';
export * from './search-tabs';
export * from './typeahead';
export * from './search-ranking';
