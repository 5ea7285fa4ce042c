import type { Database } from '@facet/platform-db';
import type { TestServer } from '@facet/platform-testing';
import type { Server, ServerInjectResponse } from '@hapi/hapi';
import { afterAll, beforeAll } from 'vitest';
import { bearer, createAssessmentTestServer, createCompany } from '../src/testing';

export interface AssessmentTestFile {
  server(): Server;
  database(): Database;
  /** A company of the file's own, with 100 licences. */
  companyId(): number;
  /** Calls the API as the user, with a token minted for them. */
  call(
    userId: number,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: object,
  ): Promise<ServerInjectResponse>;
}

/** Starts the assessment test server before the file's tests and closes it after them. */
export function startAssessmentTestFile(): AssessmentTestFile {
  let testServer: TestServer | undefined;
  let companyId: number | undefined;
  const started = () => {
    if (!testServer) throw new Error('The assessment test server starts in beforeAll');
    return testServer;
  };
  beforeAll(async () => {
    testServer = await createAssessmentTestServer();
    companyId = await createCompany(testServer.testDatabase.database, 100);
  });
  afterAll(() => testServer?.close());
  return {
    server: () => started().server,
    database: () => started().testDatabase.database,
    companyId: () => companyId!,
    call: (userId, method, url, payload) =>
      started().server.inject({ method, url, headers: bearer(userId), payload }),
  };
}
