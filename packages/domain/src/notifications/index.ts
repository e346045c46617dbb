export * from './news-rules';
