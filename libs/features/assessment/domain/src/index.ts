export * from './scales';
