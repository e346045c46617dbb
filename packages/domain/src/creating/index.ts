// Creating and editing pins: the upload flow and the builder's fields (issue 5; spec 002 §3–§5,
// §9, each file naming its requirements; docs/API.md §3 "Pins and saving", "Uploads").

export * from './pin-draft';
export * from './upload-flow';
export * from './pin-method';
