import {
  issueAccessToken,
  registerAccessTokenStrategies,
  type TokenValidity,
} from '@facet/platform-http';
import { createTestServer, type TestServer } from '@facet/platform-testing';
import type { Plugin } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewGuidesPlugin } from '../../plugin';

const secret = 'a-interview-guides-test-secret-long-enough-for-hs256';
// The tokens' accounts are not in the test database, so every signed token is accepted here.
const everyToken: TokenValidity = { accepts: () => Promise.resolve(true) };
// Stands in for the session plugin, which owns the 'user' strategy the feature depends on.
const sessionStrategies: Plugin<void> = {
  name: 'facet-session',
  register: (server) => registerAccessTokenStrategies(server, { secret, validity: everyToken }),
};

let testServer: TestServer;
beforeAll(async () => {
  testServer = await createTestServer({
    plugins: [{ plugin: sessionStrategies }, { plugin: interviewGuidesPlugin }],
  });
});
afterAll(() => testServer.close());

describe('GET /api/interview-guides/get-interview-guides', () => {
  it("answers the signed-in user's items", async () => {
    const answer = await testServer.server.inject({
      method: 'GET',
      url: '/api/interview-guides/get-interview-guides',
      headers: { authorization: `Bearer ${issueAccessToken(secret, { kind: 'user', id: 1 })}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.result).toEqual({ items: [] });
  });

  it('answers 401 without a session', async () => {
    const answer = await testServer.server.inject('/api/interview-guides/get-interview-guides');
    expect(answer.statusCode).toBe(401);
  });
});
