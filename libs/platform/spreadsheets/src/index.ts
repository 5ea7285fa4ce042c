export * from './formula-safety';
