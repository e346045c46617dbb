export * from './clickthrough';
export * from './host-lists';
export * from './link-verdict';
export * from './look-alikes';
export * from './offsite-href';
export * from './windows-wrapper';
export * from './offsite-extras';
export * from './linkless';
