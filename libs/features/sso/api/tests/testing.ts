import { companyPorts } from '@facet/assessment-api/testing';
import { companyPlugin, companySessionPorts, joinByPendingInvitation } from '@facet/company-api';
import { seedDemo } from '@facet/platform-db';
import { issueAccessToken } from '@facet/platform-http';
import { createDataEncryptionKey, dataKeyring } from '@facet/platform-security';
import { createTestServer, testSessionOptions, type TestServer } from '@facet/platform-testing';
import { sessionPlugin } from '@facet/session-api';
import {
  refusePasswordSignInUnderSso,
  ssoPlugin,
  type SsoPluginOptions,
  type SsoPorts,
} from '../src/index';

export const publicUrl = testSessionOptions.publicUrl;
export const redirectUri = `${publicUrl}/api/sso/callback`;
export const testDataKey = createDataEncryptionKey();
export const testKeyring = dataKeyring(testDataKey);

/** Single sign-on's ports as the app composes them: the company feature's own functions. */
export const ssoPorts: SsoPorts = {
  companyMembershipOf: companySessionPorts.companyMembershipOf,
  joinByPendingInvitation,
};

/**
 * Session (with single sign-on's password refusal, as the app composes it), company and single
 * sign-on on the demo tenant (Acme Demo); the provider may be reached over http, and on this
 * machine unless `reach` says only public addresses.
 */
export async function createSsoTestServer(
  reach: Pick<SsoPluginOptions, 'allowPrivateIssuers' | 'resolveHost'> = {
    allowPrivateIssuers: true,
  },
): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: {
          ...testSessionOptions,
          ...companySessionPorts,
          refusePasswordSignIn: refusePasswordSignInUnderSso(
            companySessionPorts.companyMembershipOf,
          ),
        },
      },
      { plugin: companyPlugin, options: { ...companyPorts, publicUrl } },
      {
        plugin: ssoPlugin,
        options: {
          keyring: testKeyring,
          publicUrl,
          allowHttpIssuers: true,
          ...reach,
          ports: ssoPorts,
        },
      },
    ],
  });
  await seedDemo(testServer.testDatabase.database);
  return testServer;
}

/** A user's bearer header, the token minted as the session plugin mints it. */
export function bearer(userId: number): { authorization: string } {
  const token = issueAccessToken(testSessionOptions.jwtSecret, { kind: 'user', id: userId });
  return { authorization: `Bearer ${token}` };
}
