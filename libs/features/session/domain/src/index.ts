export * from './field-problems';
export * from './form-schemas';
export * from './identity-fields';
export * from './password-rules';
export * from './session-records';
export * from './session-schemas';
export * from './terms';
export * from './problems';
