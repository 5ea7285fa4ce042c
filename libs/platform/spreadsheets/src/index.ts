export * from './formula-safety';
export * from './read-table';
export * from './write-table';
