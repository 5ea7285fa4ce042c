export * from './languages';
export * from './catalogue';
export * from './catalogue-registry';
export * from './detect-language';
