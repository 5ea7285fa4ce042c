export { auditTrailPlugin } from './plugin';
