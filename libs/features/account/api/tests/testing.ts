import {
  companyPlugin,
  companySessionPorts,
  membershipWithCompany,
  removeMember,
} from '@facet/company-api';
import { companyPorts } from '@facet/assessment-api/testing';
import { seedDemo } from '@facet/platform-db';
import {
  addUser,
  createTestServer,
  testPublicUrl,
  testSessionOptions,
  type TestServer,
} from '@facet/platform-testing';
import { lockUserContact, renameUser, sessionPlugin, userContactOf } from '@facet/session-api';
import { accountPlugin, type AccountPorts } from '../src/index';

export { callerFor, type Caller } from '@facet/platform-testing';

/** The account's ports as the app passes them: session's and company's own functions. */
export const accountPorts: AccountPorts = {
  userContactOf,
  lockUserContact,
  renameUser,
  membershipWithCompany,
  removeMember,
};

/**
 * Session, company and account plugins on a fresh database holding the demo tenant (Acme Demo)
 * and Nora, who belongs to no company. The company plugin is there to check what the company
 * still sees of someone who left.
 */
export async function createAccountTestServer(): Promise<TestServer> {
  const testServer = await createTestServer({
    plugins: [
      {
        plugin: sessionPlugin,
        options: { ...testSessionOptions, ...companySessionPorts },
      },
      { plugin: companyPlugin, options: { ...companyPorts, publicUrl: testPublicUrl } },
      { plugin: accountPlugin, options: accountPorts },
    ],
  });
  const database = testServer.testDatabase.database;
  await seedDemo(database);
  await addUser(database, { name: 'Nora Nobody', email: 'nora@free.example' });
  return testServer;
}
