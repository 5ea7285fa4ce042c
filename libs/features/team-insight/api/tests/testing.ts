import { companyResults } from '@facet/assessment-api';
import { companyMembers, companyNameOf } from '@facet/company-api';
import { findCompanyGroup, groupMemberIds, groupsPlugin } from '@facet/groups-api';
import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import { callerFor, createProfilesTestServer, type Caller } from '@facet/profiles-api/testing';
import { namedUsers } from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import { afterAll, beforeAll } from 'vitest';
import { teamInsightPlugin, type TeamInsightPorts } from '../src/index';

/** The team view's ports as the app passes them: the owners' own functions. */
const teamInsightPorts: TeamInsightPorts = {
  companyMembers,
  companyNameOf,
  companyResults,
  findCompanyGroup,
  groupMemberIds,
  namedUsers,
};

export interface TeamInsightTestFile {
  server(): Server;
  database(): Database;
  /** Calls the API as the person of that address. */
  callerOf(email: string): Caller;
}

/**
 * Starts groups and team insight on the profiles' test world (Acme Demo and Globex) before the
 * file's tests and closes it after them.
 */
export function startTeamInsightTestServer(): TeamInsightTestFile {
  let testServer: TestServer | undefined;
  const started = () => {
    if (!testServer) throw new Error('The team insight test server starts in beforeAll');
    return testServer;
  };
  beforeAll(async () => {
    testServer = await createProfilesTestServer([
      { plugin: groupsPlugin },
      { plugin: teamInsightPlugin, options: teamInsightPorts },
    ]);
  });
  afterAll(() => testServer?.close());
  return {
    server: () => started().server,
    database: () => started().testDatabase.database,
    callerOf: (email) => callerFor(started().server, started().testDatabase.database, email),
  };
}

/**
 * The addresses of the people one audit entry lists (a view of many people's results is one entry
 * listing them, decision D70), in order.
 */
export async function peopleListedBy(database: Database, entryId: number): Promise<string[]> {
  return database('audit_log_people as p')
    .join('users as u', 'u.id', 'p.user_id')
    .where('p.audit_log_id', entryId)
    .orderBy('u.email')
    .pluck('u.email');
}
