import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { processCpuMs } from './api-process';
import { freePort, sleep } from './assessment-load';

/** Where Debian's `pgbouncer` package installs it. */
export const pgbouncerPath = '/usr/sbin/pgbouncer';
/** Server connections PgBouncer opens to PostgreSQL, shared by every instance's pool of 10. */
export const serverConnections = 20;

export interface PgBouncerTraffic {
  transactions: number;
  queries: number;
  /** Client connections open now (the instances' pools, the bench's own). */
  clientConnections: number;
  /** Connections to PostgreSQL open now; at most the pool size. */
  serverConnections: number;
}

export interface RunningPgBouncer {
  /** The database's URL with PgBouncer in the way: same user, password and database name. */
  url: string;
  /** CPU time PgBouncer has used so far. */
  cpuMs(): number;
  /** What PgBouncer has carried for the database so far, from its admin console. */
  traffic(): Promise<PgBouncerTraffic>;
  stop(): Promise<void>;
}

/**
 * PgBouncer in transaction mode in front of the database at `databaseUrl`, as
 * deploy/compose.yaml runs it, configured in a temporary folder and run as a child process.
 * Clients are trusted (it listens on the loopback only); it logs in to PostgreSQL with the URL's
 * own user and password, and leaves room for far more clients than the bench opens.
 */
export async function startPgBouncer(databaseUrl: string): Promise<RunningPgBouncer> {
  const server = new URL(databaseUrl);
  const databaseName = server.pathname.slice(1);
  const user = decodeURIComponent(server.username || 'postgres');
  const password = decodeURIComponent(server.password);
  const folder = mkdtempSync(join(tmpdir(), 'facet-pgbouncer-'));
  const port = await freePort();
  const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const serverLogin = [
    `host=${server.hostname}`,
    `port=${server.port || '5432'}`,
    `dbname=${databaseName}`,
    `user=${user}`,
    ...(password ? [`password=${password}`] : []),
  ].join(' ');
  writeFileSync(
    join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `${databaseName} = ${serverLogin}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      // No Unix socket: nothing but the TCP port is needed, and its folder would need a writer.
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(folder, 'userlist.txt')}`,
      'pool_mode = transaction',
      // The connecting user may read SHOW STATS and SHOW POOLS.
      `admin_users = ${user}`,
      'max_client_conn = 1000',
      `default_pool_size = ${serverConnections}`,
      // Its log goes to stderr, kept for the error message should it not start.
      'logfile =',
      'pidfile =',
    ].join('\n'),
  );
  // trust still asks that the user be listed.
  writeFileSync(join(folder, 'userlist.txt'), `${quoted(user)} ""\n`);
  // PgBouncer refuses to run as root; `-u` makes it drop to another user once its files are read.
  const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
  const child = spawn(pgbouncerPath, [...asUser, join(folder, 'pgbouncer.ini')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  server.port = String(port);
  server.hostname = '127.0.0.1';
  const url = server.toString();
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`PgBouncer stopped at start (${child.exitCode}): ${log}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    const answered = await client.connect().then(
      () => client.query('select 1').then(() => true),
      () => false,
    );
    await client.end().catch(() => undefined);
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`PgBouncer did not answer: ${log}`);
    }
    await sleep(100);
  }
  const adminUrl = new URL(url);
  adminUrl.pathname = '/pgbouncer';
  const traffic = async (): Promise<PgBouncerTraffic> => {
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    try {
      const ours = (row: { database: string }) => row.database === databaseName;
      const stats = (await admin.query('show stats')).rows.find(ours) as
        { total_xact_count: string; total_query_count: string } | undefined;
      const pools = (await admin.query('show pools')).rows.filter(ours) as Record<string, string>[];
      const sum = (names: string[]) =>
        pools.reduce(
          (total, pool) => total + names.reduce((of, name) => of + Number(pool[name]), 0),
          0,
        );
      return {
        transactions: Number(stats?.total_xact_count ?? 0),
        queries: Number(stats?.total_query_count ?? 0),
        clientConnections: sum(['cl_active', 'cl_waiting']),
        serverConnections: sum(['sv_active', 'sv_idle', 'sv_used', 'sv_tested', 'sv_login']),
      };
    } finally {
      await admin.end();
    }
  };
  return { url, cpuMs: () => processCpuMs(child.pid!), traffic, stop };
}

export const pgbouncerInstalled = () => existsSync(pgbouncerPath);
