export * from './languages';
export * from './catalogue';
export * from './detect-language';
export * from './language-provider';
