export { createApiServer, apiVersion, type ApiDependencies } from './server';
