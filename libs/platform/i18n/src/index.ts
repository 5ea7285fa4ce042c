export * from './languages';
export * from './catalogue';
export * from './catalogue-registry';
export * from './catalogue-formatter';
export * from './detect-language';
