// Comments on pins and their rules (comment-rules.ts).
export * from './comment-rules';
