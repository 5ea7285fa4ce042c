/**
 * Shared by the load and fault benches (issue #13): the real API started as its own process on a
 * loopback port, employees inserted directly, and simulated people answering through HTTP.
 */
import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  answerScale,
  answerValue,
  itemsOnPage,
  totalPages,
  type Answer,
} from '@facet/assessment-domain';
import { testJwtSecret, userToken } from '@facet/assessment-api/testing';
import type { Database } from '@facet/platform-db';
import { startApiProcess, type ApiProcess } from './api-process';
import { callJson } from './json-call';

export type Response = { question_id: string; answer: Answer };

/** A port nobody listens on now, for a server started next. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export interface RunningApi {
  baseUrl: string;
  pid: number;
  /** Set when the process ended before `stop`: the API crashed. */
  exited: ApiProcess['exited'];
  stop(): Promise<void>;
}

/**
 * The API as production runs it (the compiled server) as a child process on `databaseUrl`, its
 * log lines shown, signing tokens with the test secret so `userToken` opens its routes; answers
 * once `/api/ready` does.
 */
export async function startApi(options: {
  databaseUrl: string;
  environment?: Record<string, string>;
}): Promise<RunningApi> {
  const api = await startApiProcess({
    databaseUrl: options.databaseUrl,
    port: await freePort(),
    jwtSecret: testJwtSecret,
    showOutput: true,
    environment: { NODE_ENV: 'test', LOG_LEVEL: 'error', ...options.environment },
  });
  return { baseUrl: api.origin, pid: api.pid, exited: api.exited, stop: api.stop };
}

export const sleep = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

/** One company with `employees` people allowed to take the assessment, and spare licences. */
export async function seedEmployees(
  database: Database,
  options: { employees: number; spareLicences: number; label: string },
): Promise<{ companyId: number; userIds: number[] }> {
  const [company] = await database('companies')
    .insert({
      name: `${options.label} Co`,
      email: `hello@${options.label}.example`,
      licences: options.employees + options.spareLicences,
    })
    .returning<{ id: number }[]>('id');
  const companyId = Number(company!.id);
  const users = await database.raw<{ rows: { id: number }[] }>(
    `insert into users (email, name, lang)
       select 'employee' || n || '@' || ? || '.example', 'Employee ' || n, 'en'
         from generate_series(1, ?) as n
     returning id`,
    [options.label, options.employees],
  );
  const userIds = users.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  await database.raw(
    `insert into memberships (user_id, company_id, role, licence_state)
       select id, ?, 'employee', 'yes' from unnest(?::bigint[]) as id`,
    [companyId, userIds],
  );
  return { companyId, userIds };
}

/** The 12 pages of the assessment, each item answered with a word drawn by `random`. */
export function randomPages(random: () => number): Response[][] {
  return Array.from({ length: totalPages }, (_, index) =>
    itemsOnPage(index + 1).map((item) => ({
      question_id: item.id,
      answer: answerScale[Math.floor(random() * answerScale.length)]!,
    })),
  );
}

export { answerValue, userToken };

export interface CallOutcome {
  status: number;
  body: unknown;
  milliseconds: number;
  /** Set when no HTTP answer came at all (connection refused or reset). */
  networkError?: string;
}

/** One JSON call as a person's browser makes it, with the person's access token. */
export async function callApi(
  baseUrl: string,
  userId: number,
  method: 'POST' | 'PATCH',
  path: string,
  payload: unknown,
): Promise<CallOutcome> {
  const started = performance.now();
  const answer = await callJson(baseUrl, method, path, {
    token: userToken(userId),
    body: payload,
  });
  return {
    status: answer.status,
    body: answer.body,
    milliseconds: performance.now() - started,
    ...(answer.networkError !== undefined && { networkError: answer.networkError }),
  };
}

/** Latencies by call type, printed as percentiles. */
export class Latencies {
  private readonly byType = new Map<string, number[]>();

  record(type: string, milliseconds: number): void {
    const list = this.byType.get(type) ?? [];
    list.push(milliseconds);
    this.byType.set(type, list);
  }

  print(): void {
    for (const [type, list] of this.byType) {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (share: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!.toFixed(1);
      console.log(
        `${type.padEnd(16)} n=${String(sorted.length).padStart(6)}  p50 ${at(0.5).padStart(7)} ms  p95 ${at(0.95).padStart(7)} ms  p99 ${at(0.99).padStart(7)} ms`,
      );
    }
  }
}
