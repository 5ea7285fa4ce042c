export * from './interview-guides-schemas';
export * from './problems';
