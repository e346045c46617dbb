export * from './app-platform';
export * from './app-upsell';
export * from './deep-links';
export * from './install-referrer';
export * from './nav-footer';
export * from './share-upsell';
