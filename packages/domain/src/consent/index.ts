export * from './cookie-consent';
export * from './cookie-inventory';
