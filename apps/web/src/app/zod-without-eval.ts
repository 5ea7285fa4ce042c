import { config } from 'zod';

/**
 * The CSP forbids eval (`script-src 'self'`), so zod validates without compiling validators through
 * `new Function`, and without first probing whether it may: the browser reports that caught probe
 * as a policy violation in the console. Imported first by the app's start, before any schema exists.
 */
config({ jitless: true });
