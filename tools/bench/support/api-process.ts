import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  buildServerPrograms,
  builtServerProgram,
} from '../../workspace-checks/src/server-programs.mjs';

/** The secret every bench process signs with, so a bench can mint its people's access tokens. */
export const benchJwtSecret = 'a-bench-secret-that-is-long-enough-for-hs256';

/** Production demands a key for data sealed at rest; benches use a fixed one of their own. */
const benchDataEncryptionKey = Buffer.alloc(32, 'facet-bench').toString('base64');

export interface ApiProcess {
  origin: string;
  pid: number;
  /** CPU time (user and system, every thread) the process has used so far. */
  cpuMs(): number;
  /** SIGTERM, as a deployment stops it: open requests finish, a CPU profile is written. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies mid-request, as on a crashed machine. */
  kill(): Promise<void>;
  /** How the process ended, once it has: set before `stop`, the API crashed. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
}

export interface ApiProcessOptions {
  databaseUrl: string;
  port: number;
  /** More settings, over the bench's production-like defaults. */
  environment?: Record<string, string>;
  /** Writes a V8 CPU profile of the process into this folder when it stops. */
  cpuProfileDir?: string;
  /**
   * The program started: the compiled API (`compiledServer.api`) unless another is wanted. A
   * `.ts` entry runs through tsx, as in development; a built one runs on plain node.
   */
  entry?: string;
  /** Resolves once the process serves; the mail worker serves nothing. */
  waitUntilReady?: boolean;
  /** The secret access tokens are signed with: the bench's own unless a bench mints others. */
  jwtSecret?: string;
  /** Shows the process's log lines on this process's output, where a bench wants to see them. */
  showOutput?: boolean;
}

/** The server programs as production runs them (tools/scripts/build-server.mjs). */
export const compiledServer = {
  api: builtServerProgram('main'),
  mailWorker: builtServerProgram('mail-worker'),
};

let serverBuilt = false;

/** Builds dist/server from the sources once per bench process, so a bench measures this tree. */
export function buildServerOnce(): void {
  if (serverBuilt) return;
  buildServerPrograms();
  serverBuilt = true;
}

/** Node's arguments for an entry: TypeScript sources through tsx, built JavaScript as it is. */
export function nodeArgumentsFor(entry: string): string[] {
  return entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
}

/** Linux's CPU accounting counts in clock ticks of 10 ms (USER_HZ, which is 100 on Linux). */
const clockTickMs = 10;

/**
 * CPU time of a process from Linux's accounting: utime and stime are fields 14 and 15 of
 * /proc/<pid>/stat, in clock ticks.
 */
export function processCpuMs(pid: number, thread?: number): number {
  const path = thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`;
  const stat = readFileSync(path, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * clockTickMs;
}

/**
 * CPU time the whole machine has spent busy so far, all cores together: the first line of
 * /proc/stat, in clock ticks (user, nice, system, irq and softirq; not idle or iowait).
 */
export function machineCpuMs(): number {
  const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
    .slice(0, 200)
    .split('\n')[0]!
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return (user! + nice! + system! + irq! + softirq!) * clockTickMs;
}

/**
 * Starts the API as it runs in production (`node dist/server/main.mjs`), its log
 * lines written to /dev/null so their cost is counted but not shown, and waits until
 * `/api/ready` answers.
 */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const entry = options.entry ?? compiledServer.api;
  if (!entry.endsWith('.ts')) buildServerOnce();
  const profiling = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const child: ChildProcess = spawn(process.execPath, [...profiling, ...nodeArgumentsFor(entry)], {
    stdio: ['ignore', options.showOutput ? 'inherit' : 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      JWT_SECRET: options.jwtSecret ?? benchJwtSecret,
      DATA_ENCRYPTION_KEY: benchDataEncryptionKey,
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      SEED_DEMO: 'false',
      MAIL_DELIVERY: 'off',
      LOG_LEVEL: 'info',
      ...options.environment,
    },
  });
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (options.showOutput) process.stderr.write(chunk);
    errorOutput = (errorOutput + chunk.toString()).slice(-4000);
  });
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    }),
  );
  const origin = `http://127.0.0.1:${options.port}`;
  if (options.waitUntilReady !== false) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) {
        throw new Error(`The API stopped at start (${child.exitCode}): ${errorOutput}`);
      }
      const ready = await fetch(`${origin}/api/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) break;
      if (Date.now() > deadline) throw new Error(`The API did not start: ${errorOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    // A process that has not ended 15 s after SIGTERM is stuck: it is killed.
    const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(stuck);
  };
  return {
    origin,
    pid: child.pid!,
    cpuMs: () => processCpuMs(child.pid!),
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
    exited: () => exit,
  };
}
