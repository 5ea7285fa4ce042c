import { companyResults } from '@facet/assessment-api';
import { companyNameOf } from '@facet/company-api';
import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import { findVisibleProfile } from '@facet/profiles-api';
import { callerFor, createProfilesTestServer, type Caller } from '@facet/profiles-api/testing';
import { namedUsers } from '@facet/session-api';
import type { Server } from '@hapi/hapi';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll } from 'vitest';
import { interviewGuidesPlugin, type InterviewGuidePorts } from '../src/index';

/** The guide's ports as the app passes them: the owners' own functions. */
const interviewGuidePorts: InterviewGuidePorts = {
  companyResults,
  findVisibleProfile,
  namedUsers,
  companyNameOf,
};

export interface InterviewGuidesTestFile {
  server(): Server;
  database(): Database;
  /** Calls the API as the person of that address. */
  callerOf(email: string): Caller;
}

/**
 * Starts interview guides on the profiles' test world (Acme Demo, Globex and a global profile)
 * before the file's tests and closes it after them.
 */
export function startInterviewGuidesTestServer(): InterviewGuidesTestFile {
  let testServer: TestServer | undefined;
  const started = () => {
    if (!testServer) throw new Error('The interview guides test server starts in beforeAll');
    return testServer;
  };
  beforeAll(async () => {
    testServer = await createProfilesTestServer([
      { plugin: interviewGuidesPlugin, options: { ...interviewGuidePorts, cacheEntries: 5 } },
    ]);
  });
  afterAll(() => testServer?.close());
  return {
    server: () => started().server,
    database: () => started().testDatabase.database,
    callerOf: (email) => callerFor(started().server, started().testDatabase.database, email),
  };
}

/** The text of a PDF, whitespace collapsed, so phrases can be looked for across line breaks. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
