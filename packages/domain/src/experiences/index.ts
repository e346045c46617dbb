export * from './display-data';
export * from './experience-decision';
export * from './experience-kinds';
export * from './experience-targeting';
export * from './experience-validation';
export * from './placements';
export * from './experience-timing';
export * from './experience-events';
