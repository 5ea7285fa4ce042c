import { companyPlugin, companySessionPorts } from '@facet/company-api';
import { seedDemo } from '@facet/platform-db';
import {
  addUser,
  createTestServer,
  testPublicUrl,
  testSessionOptions,
  type TestServer,
} from '@facet/platform-testing';
import { sessionPlugin } from '@facet/session-api';
import { accountPlugin } from '../src/index';

export { callerFor, type Caller } from '@facet/platform-testing';

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
      { plugin: companyPlugin, options: { publicUrl: testPublicUrl } },
      { plugin: accountPlugin },
    ],
  });
  const database = testServer.testDatabase.database;
  await seedDemo(database);
  await addUser(database, { name: 'Nora Nobody', email: 'nora@free.example' });
  return testServer;
}
