export * from './test-database';
export * from './test-server';
export * from './locate-postgres';
export * from './api-session';
export * from './second-factor';
