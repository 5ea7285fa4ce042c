export * from './application-schemas';
export * from './candidate-retention';
export * from './position-records';
export * from './position-schemas';
export * from './problems';
