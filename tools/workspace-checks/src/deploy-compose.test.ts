import { readFileSync } from 'node:fs';
import { configSchema, loadConfig } from '@facet/platform-config';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { interpolate, variableReferences } from './compose-interpolation';
import { builtServerProgram } from './server-programs.mjs';

const deployDirectory = new URL('../../../deploy/', import.meta.url).pathname;
const readDeployFile = (name: string) => readFileSync(`${deployDirectory}${name}`, 'utf8');

/** The parts of a Compose service these checks read. */
interface Service {
  image?: string;
  command?: string[];
  restart?: string;
  environment?: Record<string, string | number | boolean>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number | string };
  healthcheck?: { test: string[] };
}

// `merge`: the services share their image and mail settings through YAML merge keys (`<<`).
const compose = parse(readDeployFile('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const { services } = compose;
const caddyfile = readDeployFile('Caddyfile');
const dockerfile = readDeployFile('Dockerfile');

/** deploy/.env.example as Compose reads it: NAME=value lines, values optionally quoted. */
const exampleVariables: Record<string, string> = Object.fromEntries(
  readDeployFile('.env.example')
    .split('\n')
    .map((line) => /^(\w+)=(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, name, value]) => [name!, value!.replace(/^"(.*)"$/, '$1')]),
);
/** The example with its secrets filled in, as an operator's deploy/.env would be. */
const filledVariables = {
  ...exampleVariables,
  POSTGRES_PASSWORD: 'a'.repeat(64),
  JWT_SECRET: 'b'.repeat(64),
  DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
  SMTP_URL: 'smtps://facet:password@smtp.example.com:465',
};

const environmentOf = (name: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(services[name]?.environment ?? {}).map(([key, value]) => [key, String(value)]),
  );
const databaseHostOf = (name: string) =>
  new URL(interpolate(environmentOf(name).DATABASE_URL!, filledVariables)).hostname;

/** The processes that read their settings with loadConfig (libs/platform/config). */
const configuredServices = ['api', 'mail-worker', 'migrate'];
const secretVariable = /SECRET|PASSWORD|KEY|^SMTP_URL$/;

describe('deploy/compose.yaml', () => {
  it('runs the services of a production installation', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['api', 'mail-worker', 'migrate', 'pgbouncer', 'postgres', 'proxy'].sort(),
    );
    expect(services.postgres!.image).toBe('postgres:17');
    expect(services.postgres!.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(compose.volumes).toHaveProperty('postgres-data');
    expect(services.postgres!.healthcheck!.test).toContain('pg_isready');
  });

  it('runs at least two api replicas unless told otherwise', () => {
    const replicas = Number(interpolate(String(services.api!.deploy!.replicas), {}));
    expect(replicas).toBeGreaterThanOrEqual(2);
  });

  it('sends the api through PgBouncer, in transaction mode in front of PostgreSQL', () => {
    expect(databaseHostOf('api')).toBe('pgbouncer');
    expect(environmentOf('pgbouncer')).toMatchObject({
      POOL_MODE: 'transaction',
      DB_HOST: 'postgres',
    });
  });

  it('connects the migrations and the mail worker, which need a session, to PostgreSQL directly', () => {
    expect(databaseHostOf('migrate')).toBe('postgres');
    expect(databaseHostOf('mail-worker')).toBe('postgres');
  });

  it('migrates once, before the api and the mail worker start', () => {
    expect(services.migrate!.restart).toBe('no');
    expect(services.migrate!.command).toEqual(['node', builtServerProgram('migrate')]);
    for (const name of ['api', 'mail-worker']) {
      expect(services[name]!.depends_on!.migrate).toEqual({
        condition: 'service_completed_successfully',
      });
    }
  });

  it('leaves mail to the mail worker, with the same mail settings as the api', () => {
    const api = environmentOf('api');
    const worker = environmentOf('mail-worker');
    expect(api.MAIL_DELIVERY).toBe('off');
    expect(services['mail-worker']!.command).toEqual(['node', builtServerProgram('mail-worker')]);
    expect(worker.MAIL_DELIVERY ?? 'in-process').toBe('in-process');
    expect(worker.SMTP_URL).toBe(api.SMTP_URL);
    expect(worker.MAIL_FROM).toBe(api.MAIL_FROM);
  });

  it('runs the api as production behind one TLS-terminating proxy', () => {
    expect(environmentOf('api')).toMatchObject({
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      TRUST_PROXY_HOPS: '1',
      TRUST_PROXY_TLS: 'true',
    });
    expect(services.api!.healthcheck!.test.join(' ')).toContain('/api/ready');
  });

  it('publishes ports 80 and 443 on the proxy only', () => {
    expect(services.proxy!.image).toMatch(/^caddy:2/);
    expect(services.proxy!.ports).toEqual(expect.arrayContaining(['80:80', '443:443']));
    const publishing = Object.entries(services).filter(([, service]) => service.ports);
    expect(publishing.map(([name]) => name)).toEqual(['proxy']);
  });

  it('gives the api, the migrations and the mail worker only settings the configuration knows', () => {
    const known = new Set(Object.keys(configSchema.shape));
    const unknown = configuredServices.flatMap((name) =>
      Object.keys(environmentOf(name))
        .filter((variable) => !known.has(variable))
        .map((variable) => `${name}: ${variable}`),
    );
    expect(unknown).toEqual([]);
  });

  it('passes the configuration check with the example variables filled in', () => {
    for (const name of configuredServices) {
      const environment = Object.fromEntries(
        Object.entries(environmentOf(name)).map(([key, value]) => [
          key,
          interpolate(value, filledVariables),
        ]),
      );
      expect(() => loadConfig(environment), name).not.toThrow();
    }
  });

  it('takes every secret from a variable, never from the file', () => {
    const literals: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        const text = String(value);
        const wholeReference = /^\$\{\w+(:?[-?][^}]*)?\}$/.test(text);
        const [reference] = variableReferences(text);
        const hasLiteralDefault = reference?.operator === '-' && reference.argument !== '';
        if (secretVariable.test(variable) && (!wholeReference || hasLiteralDefault)) {
          literals.push(`${name}: ${variable}`);
        }
        // A password inside a connection URL, e.g. postgres://facet:${POSTGRES_PASSWORD}@...
        const urlPassword = /^\w+:\/\/[^:/@]+:([^@]*)@/.exec(text)?.[1];
        if (urlPassword !== undefined && !/^\$\{\w+(:\?[^}]*)?\}$/.test(urlPassword)) {
          literals.push(`${name}: ${variable} (password in the URL)`);
        }
      }
    }
    expect(literals).toEqual([]);
  });

  it('reads only variables deploy/.env.example lists, whose secrets it leaves empty', () => {
    const read = new Set(
      Object.values(services).flatMap((service) =>
        [service.image, service.deploy?.replicas, ...Object.values(service.environment ?? {})]
          .filter((value) => value !== undefined)
          .flatMap((value) => variableReferences(String(value)).map(({ name }) => name)),
      ),
    );
    expect([...read].filter((name) => !(name in exampleVariables))).toEqual([]);
    const filledSecrets = Object.entries(exampleVariables).filter(
      ([name, value]) => secretVariable.test(name) && value !== '',
    );
    expect(filledSecrets).toEqual([]);
  });
});

describe('deploy/Caddyfile', () => {
  it('serves the domain from the environment', () => {
    expect(caddyfile).toMatch(/^\{\$FACET_DOMAIN\} \{$/m);
    expect(environmentOf('proxy')).toHaveProperty('FACET_DOMAIN');
    expect(services.proxy!.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });

  it('spreads requests round robin over every api replica, with a health check', () => {
    const proxy = /reverse_proxy \{([\s\S]*?)\n\t\}/.exec(caddyfile)?.[1] ?? '';
    const code = proxy.replace(/#.*$/gm, '');
    expect(code).toMatch(/dynamic a \{\s*name api\s*port 3000/);
    expect(code).toMatch(/lb_policy round_robin/);
    expect(code).toMatch(/health_uri \/api\/ready|fail_duration [1-9]/);
  });
});

describe('deploy/Dockerfile', () => {
  it('runs on the Node.js major package.json names, with Chromium for the PDFs', () => {
    const engine = (
      JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
    ).engines.node;
    const major = /^>=(\d+) <\d+$/.exec(engine)?.[1];
    expect(major).toBeDefined();
    const stages = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(stages.length).toBeGreaterThan(0);
    for (const image of stages) expect(image).toBe(`node:${major}-bookworm-slim`);
    expect(dockerfile).toMatch(/apt-get install[^\n]* chromium/);
    expect(dockerfile).toMatch(/^ENV CHROMIUM_PATH=\/usr\/bin\/chromium$/m);
  });

  it('installs from the lockfile, builds the web app and the server, and runs built JavaScript', () => {
    expect(dockerfile).toMatch(/npm ci/);
    expect(dockerfile).toMatch(/npm run build:web/);
    expect(dockerfile).toMatch(/npm run build:server/);
    expect(dockerfile).toMatch(/npm prune --omit=dev/);
    expect(dockerfile).not.toMatch(/tsx/);
    expect(dockerfile).toContain(`CMD ["node", "${builtServerProgram('main')}"]`);
  });
});
