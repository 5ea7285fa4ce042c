export * from './language-provider';
