import type { ValidityStatus } from '@facet/assessment-domain';
import { companyResults } from '@facet/assessment-api';
import { companyMembers, companyNameOf } from '@facet/company-api';
import { findCompanyGroup, groupMemberIds, groupsPlugin } from '@facet/groups-api';
import { locateTestPostgres, testDatabaseUrlVariable } from '@facet/platform-testing';
import { createProfilesTestServer } from '@facet/profiles-api/testing';
import type { TeamViewAnswer } from '@facet/team-insight-domain';
import { namedUsers } from '@facet/session-api';
import { teamInsightPlugin } from '@facet/team-insight-api';
import { printLatencies, seedBenchGroup, timeCalls } from './support/bench-group';

/**
 * The team view's call, GET /api/team-insight/groups/{id}, for a group of 500 members who each
 * have a result (every fifth two: the latest valid one counts; one in twenty questionable and one
 * in twenty invalid, so they are left out), in a company where as many people outside the group
 * have results too, through the real route and database, the audit entries included. Prints the
 * latency percentiles of the first calls after start (cold) and of later calls (warm), and the
 * SQL statements one call runs. No assertions.
 */
const rounds = 50;
const warmTarget = 300;

const postgres = await locateTestPostgres(54363);
process.env[testDatabaseUrlVariable] = postgres.url;
const { server, testDatabase, close } = await createProfilesTestServer([
  { plugin: groupsPlugin },
  {
    plugin: teamInsightPlugin,
    options: {
      companyMembers,
      companyNameOf,
      companyResults,
      findCompanyGroup,
      groupMemberIds,
      namedUsers,
    },
  },
]);
const database = testDatabase.database;

const validityOf = (index: number, take: number): ValidityStatus => {
  if (take === 0 && index % 5 === 0) return 'invalid';
  if (index % 20 === 1) return 'questionable';
  if (index % 20 === 2) return 'invalid';
  return 'valid';
};
const { groupId, call } = await seedBenchGroup(server, database, {
  memberCount: 500,
  outsiderCount: 500,
  seed: 23,
  normVersion: 'johnson-120-300-blend/1',
  validityOf,
  groupBody: () => Promise.resolve({ name: 'Bench group' }),
});
const url = `/api/team-insight/groups/${groupId}?role=manager`;

async function measure(label: string): Promise<number> {
  const { timings, last } = await timeCalls(call, url, rounds);
  const answer = last.result as TeamViewAnswer;
  const size = `${(last.rawPayload.length / 1024).toFixed(0)} KiB`;
  return printLatencies(
    `team-insight/groups ${label} (${rounds} calls, ${answer.counted} shown, ${answer.leftOut.total} left out, ${size})`,
    timings,
  );
}

// Cold: the very first calls of the route on this server, JIT and query plans not yet warm.
await measure('cold');
const warmMedian = await measure('warm');

const statements: string[] = [];
const count = (query: { sql: string }) => statements.push(query.sql);
database.on('query', count);
await call('GET', url);
database.off('query', count);
const reads = statements.filter((sql) => /^\s*select/i.test(sql) && /group_members/.test(sql));
console.log(
  `one call: ${statements.length} SQL statements, ${reads.length} reading the members and their results (no query per member)`,
);
console.log(
  `warm p50 target: under ${warmTarget} ms (${warmMedian < warmTarget ? 'met' : 'missed'})`,
);
await close();
await postgres.stop();
