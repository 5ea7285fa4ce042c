/**
 * Start-up of the API as production runs it (issue 37): the compiled `dist/server/main.mjs` on
 * plain node against the TypeScript sources through tsx, as production ran it before. Each start
 * is a new process on a database already at the latest schema (in production the migration job
 * ran first); the figure is the time from spawn to `/api/ready` answering, and the
 * process's resident memory then.
 *
 *   npm run bench server-start [starts per program]
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import { buildServerOnce, compiledServer, startApiProcess } from './support/api-process';
import { freePort } from './support/assessment-load';

const startsPerProgram = Number(process.argv[2] ?? 7);
const programs = { compiled: compiledServer.api, 'tsx (sources)': 'apps/api/src/main.ts' };

const postgres = await locateTestPostgres(54363);
process.env[testDatabaseUrlVariable] = postgres.url;
const testDatabase = await createTestDatabase();

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

buildServerOnce();
console.log(
  `Node.js ${process.versions.node}; ${startsPerProgram} starts per program, alternating`,
);
const figures = new Map<string, { startMs: number[]; residentMb: number[] }>(
  Object.keys(programs).map((name) => [name, { startMs: [], residentMb: [] }]),
);
try {
  for (let round = 0; round < startsPerProgram; round += 1) {
    for (const [name, entry] of Object.entries(programs)) {
      const started = performance.now();
      const api = await startApiProcess({
        databaseUrl: testDatabase.url,
        port: await freePort(),
        entry,
        environment: { LOG_LEVEL: 'warn' },
      });
      figures.get(name)!.startMs.push(performance.now() - started);
      figures.get(name)!.residentMb.push(residentMegabytes(api.pid));
      await api.stop();
    }
  }
} finally {
  await testDatabase.drop();
  await postgres.stop();
}

for (const [name, { startMs, residentMb }] of figures) {
  console.log(
    `${name.padEnd(14)} start to ready: median ${median(startMs).toFixed(0)} ms ` +
      `(min ${Math.min(...startMs).toFixed(0)}, max ${Math.max(...startMs).toFixed(0)}); ` +
      `resident memory at ready: median ${median(residentMb).toFixed(0)} MB`,
  );
}
const compiled = figures.get('compiled')!;
const sources = figures.get('tsx (sources)')!;
console.log(
  `compiled ÷ tsx: start time ${(median(compiled.startMs) / median(sources.startMs)).toFixed(2)}, ` +
    `resident memory ${(median(compiled.residentMb) / median(sources.residentMb)).toFixed(2)}`,
);
