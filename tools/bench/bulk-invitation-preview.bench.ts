import { signedInManagerOf, startCompanyRouteServer } from './support/company-route-server';
import { percentile } from './support/percentile';

/**
 * Previews a file of 1,000 invitations (`npm run bench bulk-invitation-preview [rows] [runs]`)
 * through the real route and database, as a manager whose company already holds some of the
 * addresses, has pending invitations for others and shares more with another company's pending
 * invitations; then sends it once. Prints the preview's median and p99 and the send's time. No
 * assertions.
 */
const rowCount = Number(process.argv[2] ?? 1000);
const runs = Number(process.argv[3] ?? 20);
const warmUp = 3;
const share = (part: number) => Math.floor(rowCount * part);

const { server, testDatabase, close } = await startCompanyRouteServer(54361);
const database = testDatabase.database;

const insertCompany = async (name: string, email: string) => {
  const [company] = await database('companies')
    .insert({ name, email, licences: rowCount * 2 })
    .returning<{ id: number }[]>('id');
  return Number(company!.id);
};
const companyId = await insertCompany('Bench Co', 'hello@bench.example');
const otherCompanyId = await insertCompany('Other Co', 'hello@other.example');
const token = await signedInManagerOf(server, database, companyId);

// A tenth of the file are members already, a tenth pending here, a tenth pending elsewhere.
const members = share(0.1);
const pendingHere = share(0.1);
const pendingElsewhere = share(0.1);
await database.raw(
  `insert into users (email, name, lang)
     select 'member' || n || '@bench.example', 'Member ' || n, 'en' from generate_series(1, ?) n`,
  [members],
);
await database.raw(
  `insert into memberships (user_id, company_id, role, licence_state)
     select id, ?, 'employee', 'no' from users where email like 'member%@bench.example'`,
  [companyId],
);
const insertPending = (prefix: string, count: number, company: number) =>
  database.raw(
    `insert into invitations (company_id, guest_email, role, lang, expires_at)
       select ?, ? || n || '@bench.example', 'employee', 'en', now() + interval '7 days'
         from generate_series(1, ?) n`,
    [company, prefix, count],
  );
await insertPending('here', pendingHere, companyId);
await insertPending('elsewhere', pendingElsewhere, otherCompanyId);
await database.raw('analyze');

// The rest: mostly new people, with bad addresses and repeated rows mixed in.
const badEmails = share(0.05);
const duplicates = share(0.05);
const fresh = rowCount - members - pendingHere - pendingElsewhere - badEmails - duplicates;
const lines = [
  'email,name,role,language',
  ...Array.from({ length: fresh }, (_, n) => `new${n}@bench.example,New Person,employee,es`),
  ...Array.from({ length: members }, (_, n) => `member${n + 1}@bench.example,,employee,`),
  ...Array.from({ length: pendingHere }, (_, n) => `here${n + 1}@bench.example,,candidate,`),
  ...Array.from(
    { length: pendingElsewhere },
    (_, n) => `elsewhere${n + 1}@bench.example,,employee,`,
  ),
  ...Array.from({ length: badEmails }, (_, n) => `not-an-address-${n},,employee,`),
  ...Array.from({ length: duplicates }, (_, n) => `new${n}@bench.example,Again,employee,pt`),
];
const file = Buffer.from(lines.join('\r\n'));

const headers = {
  authorization: `Bearer ${token}`,
  'content-type': 'text/csv',
};

// The bench measures reading and checking, not the hourly budgets (D54), nor the daily mail cap.
server.app.invitationMailsPerDay = rowCount;
const call = async (path: string) => {
  await database('rate_limits').where('key', 'like', 'invitation-file-%').delete();
  const started = performance.now();
  const response = await server.inject({ method: 'POST', url: path, payload: file, headers });
  if (response.statusCode !== 200) {
    throw new Error(`${path} answered ${response.statusCode}: ${response.payload}`);
  }
  return {
    elapsed: performance.now() - started,
    answer: response.result as Record<string, number>,
  };
};

const timings: number[] = [];
let valid = 0;
for (let attempt = 0; attempt < runs + warmUp; attempt += 1) {
  const { elapsed, answer } = await call('/api/companies/invite-from-file/preview?role=manager');
  if (attempt >= warmUp) timings.push(elapsed);
  valid = answer.valid!;
}
timings.sort((a, b) => a - b);
console.log(
  `preview of ${rowCount} rows (${valid} valid), ${file.byteLength} bytes, ${runs} runs: ` +
    `median ${percentile(timings, 0.5).toFixed(1)} ms, p99 ${percentile(timings, 0.99).toFixed(1)} ms`,
);

const sent = await call('/api/companies/invite-from-file?role=manager');
const [outbox] = await database('mail_outbox').count<{ count: string }[]>({ count: '*' });
console.log(
  `send of the ${sent.answer.invited} valid rows: ${sent.elapsed.toFixed(0)} ms ` +
    `(${(sent.elapsed / Math.max(1, sent.answer.invited!)).toFixed(2)} ms a row), ` +
    `${outbox!.count} mails queued in the outbox`,
);
await close();
