export * from './conversation-rules';
