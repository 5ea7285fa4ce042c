export * from './account-records';
export * from './account-schemas';
