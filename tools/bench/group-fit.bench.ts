import { groupsPlugin } from '@facet/groups-api';
import { locateTestPostgres, testDatabaseUrlVariable } from '@facet/platform-testing';
import { createProfilesTestServer } from '@facet/profiles-api/testing';
import { printLatencies, seedBenchGroup, timeCalls } from './support/bench-group';

/**
 * The group-fit view's call, GET /api/groups/get-group-fit/{id}, for a group of 500 members who
 * each have a result (some two: only the latest counts), in a company where as many people outside
 * the group have results too, through the real route and database. Prints the latency percentiles
 * of the first calls after start (cold) and of later calls (warm). No assertions.
 */
const memberCount = 500;
const rounds = 50;
const warmTarget = 200;

const postgres = await locateTestPostgres(54362);
process.env[testDatabaseUrlVariable] = postgres.url;
const { server, testDatabase, close } = await createProfilesTestServer([{ plugin: groupsPlugin }]);

const { groupId, call } = await seedBenchGroup(server, testDatabase.database, {
  memberCount,
  outsiderCount: 500,
  seed: 9,
  normVersion: 'johnson-2014/1',
  groupBody: async (managerCall) => {
    const profile = await managerCall('POST', '/api/profiles/create-profile', {
      name: 'Bench profile',
      min_extraversion: 90,
      max_extraversion: 130,
      min_anxiety: 10,
      max_anxiety: 20,
      min_cordiality: 14,
      max_cordiality: 24,
      min_achievement_striving: 16,
      max_achievement_striving: 30,
      min_trust: 12,
      max_trust: 26,
    });
    if (profile.statusCode !== 201) throw new Error(`create-profile answered ${profile.payload}`);
    const profileId = (profile.result as { profile: { profile_id: number } }).profile.profile_id;
    return { name: 'Bench group', profile_id: profileId };
  },
});
const url = `/api/groups/get-group-fit/${groupId}?role=manager`;

async function measure(label: string): Promise<number> {
  const { timings, last } = await timeCalls(call, url, rounds);
  const answer = last.result as { members: unknown[]; withResults: number };
  if (answer.withResults !== memberCount) throw new Error(`${answer.withResults} with results`);
  const size = `${(last.rawPayload.length / 1024).toFixed(0)} KiB`;
  return printLatencies(
    `get-group-fit ${label} (${rounds} calls, ${answer.members.length} members, ${size})`,
    timings,
  );
}

// Cold: the very first calls of the route on this server, JIT and query plans not yet warm.
await measure('cold');
const warmMedian = await measure('warm');
console.log(
  `warm p50 target: under ${warmTarget} ms (${warmMedian < warmTarget ? 'met' : 'missed'})`,
);
await close();
await postgres.stop();
