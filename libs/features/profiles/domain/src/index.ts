export * from './profile-schemas';
export * from './profile-records';
export * from './employee-result-schemas';
export * from './profile-templates';
export * from './profile-ranking-schemas';
export * from './questionable-result-caution';
export * from './fit-score';
export * from './result-decision';
