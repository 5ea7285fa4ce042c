export * from './group-schemas';
export * from './group-records';
export * from './problems';
