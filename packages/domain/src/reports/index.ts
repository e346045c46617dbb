// A person's own reports and the violations on their content (report-status.ts).
export * from './report-status';
