import { execFileSync } from 'node:child_process';
import { answerValue, totalPages } from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import type { ApiProcess } from './api-process';
import { sleep } from './assessment-load';
import { benchUserToken } from './bench-company';
import type { Finding } from './invariant';
import { callJson } from './json-call';
import { pageAnswers } from './page-saves';

/** The processes under `pid` (its Chromium and that browser's own children), deepest last. */
function descendantsOf(pid: number): number[] {
  let listing = '';
  try {
    listing = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when there is no child.
  }
  const children = listing
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(Number);
  return children.flatMap((child) => [child, ...descendantsOf(child)]);
}

/**
 * SIGKILL to the instance and everything it started, as when its machine dies: Chromium would
 * otherwise outlive it, orphaned.
 */
export async function killWithItsChildren(instance: ApiProcess): Promise<void> {
  const descendants = descendantsOf(instance.pid);
  await instance.kill();
  for (const pid of descendants) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone with its parent.
    }
  }
}

/** One page save of the steady load, and what came of it. */
interface SentSave {
  userId: number;
  /** The person's saves are sent one after the other, in this order. */
  sequence: number;
  valueByItem: Map<string, number>;
  /** Since the load started. */
  sentAtMilliseconds: number;
  /** The HTTP status, or the network error when no answer came. */
  outcome: number | string;
}

export interface KillOptions {
  database: Database;
  proxyOrigin: string;
  /** People with an attempt open and consent given. */
  people: readonly number[];
  savesPerPersonPerSecond: number;
  seconds: number;
  victimName: string;
  kill(): Promise<void>;
}

/**
 * (f) People save pages through the proxy at a steady rate, each waiting for the answer before
 * the next save as the web app does, going through the 12 pages with values that change every
 * round. Halfway, one instance is killed (SIGKILL): its calls in flight get no answer (the
 * proxy's 502), and the proxy sends later calls to the live instances. Then every answer
 * acknowledged with 200 must be stored with its value, or the value of a later save of the item
 * (which may have been stored and then gone unanswered).
 */
export async function acknowledgedAnswersSurviveKill(options: KillOptions): Promise<Finding> {
  const interval = 1000 / options.savesPerPersonPerSecond;
  const duration = options.seconds * 1000;
  const saves: SentSave[] = [];
  const started = performance.now();
  let killedAt = Number.POSITIVE_INFINITY;
  const killing = sleep(duration / 2).then(async () => {
    killedAt = performance.now() - started;
    await options.kill();
  });
  await Promise.all(
    options.people.map(async (userId, personIndex) => {
      const token = benchUserToken(userId);
      // The people's saves are spread over each interval, so the load is steady.
      const offset = (personIndex / options.people.length) * interval;
      for (let sequence = 0; offset + sequence * interval < duration; sequence += 1) {
        await sleep(started + offset + sequence * interval - performance.now());
        const page = 1 + (sequence % totalPages);
        const round = Math.floor(sequence / totalPages);
        const responses = pageAnswers(page, round + personIndex);
        const sentAtMilliseconds = performance.now() - started;
        const answer = await callJson(options.proxyOrigin, 'PATCH', '/api/diagnoses/submit', {
          token,
          body: { responses, lang: 'en' },
        });
        saves.push({
          userId,
          sequence,
          valueByItem: new Map(
            responses.map((response) => [response.question_id, answerValue(response.answer)]),
          ),
          sentAtMilliseconds,
          outcome: answer.status || answer.networkError || 'no answer',
        });
      }
    }),
  );
  await killing;

  const stored = new Map<string, number>();
  const rows = await options
    .database('answers')
    .join('assessment_sessions', 'assessment_sessions.id', 'answers.session_id')
    .where('assessment_sessions.status', 'in_progress')
    .whereIn('assessment_sessions.user_id', options.people)
    .select<{ user_id: number; item_id: string; value: number }[]>(
      'assessment_sessions.user_id',
      'answers.item_id',
      'answers.value',
    );
  for (const row of rows) stored.set(`${row.user_id}:${row.item_id}`, row.value);

  let checked = 0;
  let lost = 0;
  let stale = 0;
  for (const userId of options.people) {
    const own = saves
      .filter((save) => save.userId === userId)
      .sort((first, second) => first.sequence - second.sequence);
    const items = new Set(own.flatMap((save) => [...save.valueByItem.keys()]));
    for (const itemId of items) {
      const withItem = own.filter((save) => save.valueByItem.has(itemId));
      const lastAcknowledged = withItem.findLastIndex((save) => save.outcome === 200);
      if (lastAcknowledged === -1) continue;
      checked += 1;
      const allowed = new Set(
        withItem.slice(lastAcknowledged).map((save) => save.valueByItem.get(itemId)),
      );
      const value = stored.get(`${userId}:${itemId}`);
      if (value === undefined) lost += 1;
      else if (!allowed.has(value)) stale += 1;
    }
  }

  const outcomes = new Map<number | string, number>();
  for (const save of saves) outcomes.set(save.outcome, (outcomes.get(save.outcome) ?? 0) + 1);
  const acknowledgedAfterKill = saves.filter(
    (save) => save.outcome === 200 && save.sentAtMilliseconds > killedAt,
  ).length;
  const failedAfterKill = saves.filter(
    (save) => save.outcome !== 200 && save.sentAtMilliseconds > killedAt,
  ).length;
  return {
    held: lost === 0 && stale === 0 && checked > 0 && acknowledgedAfterKill > 0,
    figures: [
      `${saves.length} page saves by ${options.people.length} people over ${options.seconds} s through the proxy, ` +
        `${options.victimName} killed at ${(killedAt / 1000).toFixed(1)} s: ` +
        [...outcomes].map(([outcome, count]) => `${outcome} × ${count}`).join(', '),
      `sent after the kill: ${acknowledgedAfterKill} acknowledged, ${failedAfterKill} failed (the proxy routes around the dead instance)`,
      `acknowledged answers checked: ${checked}; missing: ${lost}; holding an older value: ${stale}`,
    ],
  };
}
