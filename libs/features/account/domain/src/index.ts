export * from './account-records';
export * from './account-schemas';
export * from './problems';
