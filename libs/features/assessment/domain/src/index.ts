export * from './scales';
export * from './item';
export * from './item-bank';
export * from './scoring';
export * from './norm-set';
export { johnson2014Norms } from './johnson-2014-norms';
export * from './describe-scores';
export * from './diagnosis-schemas';
export * from './protocol-validity';
