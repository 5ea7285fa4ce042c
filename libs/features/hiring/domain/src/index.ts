export * from './application-schemas';
export * from './position-records';
export * from './position-schemas';
export * from './problems';
