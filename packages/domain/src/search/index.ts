// Search (issue 6; spec 000 §3 result types): query parsing, scopes and the typeahead's rules.

export * from './search-query';
export * from './search-scopes';
export * from './typeahead';
