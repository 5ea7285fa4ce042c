export * from './group-schemas';
export * from './group-records';
