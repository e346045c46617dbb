export * from './news-rules';
export * from './news-mail-rules';
