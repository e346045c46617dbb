// Field sets: the compact shapes a client may ask for with `field_set_key` (docs/API.md §2).

export * from './grid-item';
export * from './grid-item-fields';
