export * from './interview-guide';
export * from './interview-guide-answer';
export * from './interview-guide-schemas';
export * from './interview-guide-paths';
export * from './question-bank';
export * from './problems';
export * from './guide-words';
