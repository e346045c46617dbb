// The pin page's decisions (closeup-model.ts).
export * from './closeup-model';
export * from './reactions';
