import type { HostResolver } from '@facet/platform-http';
import { encryptSecret } from '@facet/platform-security';
import type { TestServer } from '@facet/platform-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, testClient, type TestProvider } from './test-provider';
import { bearer, createSsoTestServer, redirectUri, testKeyring } from './testing';

/** The company's provider's name, which this test's DNS answers with a private address. */
const privateIssuerHost = 'idp.acme.example';
const lookups: string[] = [];
const playedDns: HostResolver = (hostname) => {
  lookups.push(hostname);
  return hostname === privateIssuerHost
    ? Promise.resolve([{ address: '10.0.0.7', family: 4 }])
    : Promise.reject(new Error('ENOTFOUND'));
};

let testServer: TestServer;
let provider: TestProvider;
let alicia: number;
let acmeId: number;

const database = () => testServer.testDatabase.database;

beforeAll(async () => {
  provider = await startTestProvider(redirectUri);
  // As in production: http issuers stay allowed here only so that the refusal seen is the address's.
  testServer = await createSsoTestServer({ allowPrivateIssuers: false, resolveHost: playedDns });
  alicia = (await database()('users').where({ email: 'alicia@acme.example' }).first('id'))!.id;
  acmeId = (await database()('companies').where({ name: 'Acme Demo' }).first('id'))!.id;
});
afterAll(async () => {
  await testServer?.close();
  await provider?.close();
});

describe('a provider at an address that is not public, when private issuers are not allowed', () => {
  it('is refused at the settings save (422) after its host resolves privately', async () => {
    const saved = await testServer.server.inject({
      method: 'PUT',
      url: '/api/sso/provider',
      headers: bearer(alicia),
      payload: {
        issuer: `http://${privateIssuerHost}`,
        clientId: testClient.clientId,
        clientSecret: testClient.clientSecret,
        domains: ['acme.example'],
        requireSso: false,
      },
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.result).toMatchObject({ code: 'sso.provider_unreachable' });
    expect(lookups).toContain(privateIssuerHost);
    expect(await database()('company_sso_providers').where({ company_id: acmeId })).toEqual([]);
  });

  it('is refused at the sign-in start (422), though a provider answers at that address', async () => {
    // Stored as if saved where private issuers were allowed: the test provider on loopback.
    await database()('company_sso_providers').insert({
      company_id: acmeId,
      issuer: provider.issuer,
      client_id: testClient.clientId,
      client_secret: encryptSecret(
        testKeyring,
        testClient.clientSecret,
        'company_sso_providers.client_secret',
      ),
    });
    await database()('company_sso_domains').insert({ domain: 'acme.example', company_id: acmeId });
    const response = await testServer.server.inject({
      method: 'POST',
      url: '/api/sso/start',
      payload: { email: 'erin@acme.example', termsVersion: '1.0.0', privacyVersion: '1.0.0' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.result).toMatchObject({ code: 'sso.provider_unreachable' });
  });
});
