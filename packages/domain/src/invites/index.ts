export * from './shared-idea';
