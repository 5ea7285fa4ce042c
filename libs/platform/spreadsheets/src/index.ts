export * from './formula-safety';
export * from './read-table';
export * from './write-table';
export * from './workbook-archive';
