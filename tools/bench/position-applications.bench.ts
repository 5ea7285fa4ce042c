import { loadavg } from 'node:os';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';
import { startApiProcess } from './support/api-process';
import { benchUserToken, createBenchCompany } from './support/bench-company';
import { callJson, type JsonAnswer } from './support/json-call';
import { percentile } from './support/percentile';

/**
 * Issue 39's figure for position links: 2,000 people apply through one link within a minute,
 * each registering, confirming the mailed link and launching the assessment, against the compiled
 * API (production settings) on a fresh database, over real HTTP.
 *
 * What stands for the real world:
 * - arrivals: one visitor every 30 ms for 60 s (2,000), an open loop, so a slow answer never
 *   delays the next visitor's start and queueing shows in the latencies;
 * - each visitor reads the position (GET), registers (argon2id hashing of a new password), waits
 *   for the confirmation mail and opens its link (the bench reads the mail's link from the outbox
 *   the mail worker would send from), then launches the assessment in the language chosen;
 * - addresses: an advert's visitors come from many networks; four in five have their own address
 *   and one in five shares one with two others (an office, a mobile carrier's NAT), behind one
 *   proxy (`TRUST_PROXY_HOPS=1`), so the per-address limits count what they would in production;
 * - every visitor uses an e-mail of their own, and a fifth of them the assessment in each of
 *   Spanish and Portuguese, the rest in English.
 *
 *   npm run bench position-applications [visitors] [seconds]
 */
const visitors = Number(process.argv[2] ?? 2000);
const seconds = Number(process.argv[3] ?? 60);
const steps = ['read', 'register', 'confirm', 'launch'] as const;
type Step = (typeof steps)[number];

const postgres = await locateTestPostgres(54366);
process.env[testDatabaseUrlVariable] = postgres.url;
const testDatabase = await createTestDatabase();
const database = testDatabase.database;
const company = await createBenchCompany(database, 0);
await database('companies')
  .where({ id: company.companyId })
  .update({ licences: visitors + 10 });

const api = await startApiProcess({
  databaseUrl: testDatabase.url,
  port: 39_466,
  environment: { TRUST_PROXY_HOPS: '1', LOG_LEVEL: 'warn' },
});
const managerToken = benchUserToken(company.managerId);
const succeeded = await measure().finally(async () => {
  await api.stop();
  await testDatabase.drop();
  await postgres.stop();
});
process.exit(succeeded ? 0 : 1);

/** Runs the visitors and prints the figures; true when every one applied without an error. */
async function measure(): Promise<boolean> {
  function expectStatus(answer: JsonAnswer, status: number, what: string): void {
    if (answer.status !== status) {
      throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    }
  }

  const profile = await callJson(api.origin, 'POST', '/api/profiles/create-profile?role=manager', {
    token: managerToken,
    body: { name: 'Bench analysts', min_extraversion: 40, max_extraversion: 120 },
  });
  expectStatus(profile, 201, 'Creating the profile');
  const profileId = (profile.body as { profile: { profile_id: number } }).profile.profile_id;
  const created = await callJson(api.origin, 'POST', '/api/hiring/positions?role=manager', {
    token: managerToken,
    body: {
      name: 'Bench analyst',
      profileId,
      languages: ['en', 'es', 'pt'],
      candidateCap: visitors,
    },
  });
  expectStatus(created, 201, 'Creating the position');
  const position = (created.body as { position: { id: number; publicToken: string } }).position;

  /** A person's name takes no digits: the visitor's number in letters (0 → a, 1 → b, …). */
  function nameOf(visitor: number): string {
    return String(visitor).replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
  }

  /** The visitor's address as the proxy forwards it: a fifth share one with two others. */
  function addressOf(visitor: number): string {
    const shared = visitor % 5 === 0;
    const host = shared ? 100_000 + Math.floor(visitor / 15) : visitor;
    return `10.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}`;
  }

  /** The confirmation link's token, read from the outbox the mail worker sends from. */
  async function mailedToken(email: string, deadline: number): Promise<string> {
    for (;;) {
      const mail = await database('mail_outbox')
        .where({ recipient: email, kind: 'application-confirmation' })
        .first('text_body');
      const token = mail && /\/apply\/confirm\/([A-Za-z0-9_-]+)/.exec(mail.text_body)?.[1];
      if (token) return token;
      if (Date.now() > deadline) throw new Error(`No confirmation mail reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const timings: Record<Step | 'whole', number[]> = {
    read: [],
    register: [],
    confirm: [],
    launch: [],
    whole: [],
  };
  const failures = new Map<string, number>();
  let firstFailure: string | undefined;

  async function timed<Answer>(step: Step, call: () => Promise<Answer>): Promise<Answer> {
    const started = performance.now();
    const answer = await call();
    timings[step].push(performance.now() - started);
    return answer;
  }

  async function apply(visitor: number): Promise<void> {
    const started = performance.now();
    const email = `applicant${visitor}@visitors.example`;
    const lang = visitor % 5 === 1 ? 'es' : visitor % 5 === 2 ? 'pt' : 'en';
    const headers = { 'x-forwarded-for': addressOf(visitor), 'content-type': 'application/json' };
    const call = async (path: string, method: 'GET' | 'POST', body?: unknown, token?: string) => {
      const response = await fetch(`${api.origin}${path}`, {
        method,
        headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(120_000),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    let step: Step = 'read';
    try {
      const read = await timed('read', () => call(`/api/apply/${position.publicToken}`, 'GET'));
      if (read.status !== 200) throw new Error(`${read.status} ${JSON.stringify(read.body)}`);
      step = 'register';
      const registered = await timed('register', () =>
        call(`/api/apply/${position.publicToken}/registrations`, 'POST', {
          name: `Applicant ${nameOf(visitor)}`,
          email,
          password: `Applicant-${visitor}-Pass`,
          lang,
          consent: true,
          termsVersion: '1.0.0',
          privacyVersion: '1.0.0',
        }),
      );
      if (registered.status !== 202) {
        throw new Error(`${registered.status} ${JSON.stringify(registered.body)}`);
      }
      const token = await mailedToken(email, Date.now() + 60_000);
      step = 'confirm';
      const confirmed = await timed('confirm', () =>
        call('/api/apply/confirmations', 'POST', { token }),
      );
      if (confirmed.status !== 201) {
        throw new Error(`${confirmed.status} ${JSON.stringify(confirmed.body)}`);
      }
      step = 'launch';
      const accessToken = (confirmed.body as { token: string }).token;
      const launched = await timed('launch', () =>
        call('/api/diagnoses/launch', 'POST', { lang }, accessToken),
      );
      if (launched.status !== 200) {
        throw new Error(`${launched.status} ${JSON.stringify(launched.body)}`);
      }
      timings.whole.push(performance.now() - started);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const key = `${step}: ${text.slice(0, 3)}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
      firstFailure ??= `${step}: ${text.slice(0, 300)}`;
    }
  }

  function report(label: string, values: number[]): void {
    const sorted = [...values].sort((a, b) => a - b);
    console.log(
      `${label.padEnd(9)} ${String(sorted.length).padStart(5)} ok  p50 ${percentile(sorted, 0.5).toFixed(0).padStart(6)} ms` +
        `  p95 ${percentile(sorted, 0.95).toFixed(0).padStart(6)} ms  p99 ${percentile(sorted, 0.99).toFixed(0).padStart(6)} ms` +
        `  max ${(sorted.at(-1) ?? NaN).toFixed(0).padStart(6)} ms`,
    );
  }

  console.log(
    `${visitors} visitors over ${seconds} s through one position link; load average ${loadavg()[0]!.toFixed(1)} on 2 cores`,
  );
  const cpuBefore = api.cpuMs();
  const startedAt = performance.now();
  const interval = (seconds * 1000) / visitors;
  const flows: Promise<void>[] = [];
  for (let visitor = 0; visitor < visitors; visitor += 1) {
    const due = startedAt + visitor * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    flows.push(apply(visitor));
  }
  await Promise.all(flows);
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpuSeconds = (api.cpuMs() - cpuBefore) / 1000;

  for (const step of steps) report(step, timings[step]);
  report('whole', timings.whole);
  const [counts] = await database('applications')
    .where({ position_id: position.id })
    .select(
      database.raw('count(*)::int as applications'),
      database.raw(`count(*) filter (where status = 'started')::int as started`),
    );
  const seats = await database('positions').where({ id: position.id }).first('seats_left');
  console.log(
    `applications ${counts?.applications} (started ${counts?.started}) of ${visitors}; seats left ${seats?.seats_left}; ` +
      `all done after ${elapsed.toFixed(1)} s; API CPU ${cpuSeconds.toFixed(1)} s (${((cpuSeconds / visitors) * 1000).toFixed(1)} ms an application)`,
  );
  const failed = [...failures.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `errors ${failed}${failed ? ` (${[...failures].map(([key, count]) => `${key}×${count}`).join(', ')}); first: ${firstFailure}` : ''}`,
  );
  return failed === 0 && counts?.applications === visitors;
}
