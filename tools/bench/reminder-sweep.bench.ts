import { companyPorts } from '@facet/assessment-api/testing';
import { sweepReminders } from '@facet/company-api';
import {
  createTestDatabase,
  locateTestPostgres,
  testDatabaseUrlVariable,
} from '@facet/platform-testing';

/**
 * The reminder sweep (`npm run bench reminder-sweep [invitations] [attempts] [runs]`) on one
 * database holding 20 companies' pending invitations and unfinished attempts, half of each past
 * its delay: the first sweep sends those reminders, later sweeps find nothing due, which is
 * what a sweep costs every few minutes. Prints both. No assertions.
 */
const invitationCount = Number(process.argv[2] ?? 10_000);
const attemptCount = Number(process.argv[3] ?? 2_000);
const runs = Number(process.argv[4] ?? 10);
const companyCount = 20;
const publicUrl = 'https://facet.example';

const postgres = await locateTestPostgres(54362);
process.env[testDatabaseUrlVariable] = postgres.url;
const testDatabase = await createTestDatabase();
const database = testDatabase.database;

await database.raw(
  `insert into companies (name, email, licences)
     select 'Bench ' || n, 'hello' || n || '@bench.example', 100000
       from generate_series(1, ?) n`,
  [companyCount],
);
// Half of everything is four days old: past the default three days.
await database.raw(
  `insert into invitations (company_id, guest_email, role, lang, created_at, expires_at)
     select c.id, 'invitee' || n || '@bench.example', 'employee', (array['en','es','pt'])[1 + n % 3],
            now() - (case when n % 2 = 0 then interval '4 days' else interval '1 day' end),
            now() + interval '3 days'
       from generate_series(1, ?) n
       join companies c on c.name = 'Bench ' || (1 + n % ?)`,
  [invitationCount, companyCount],
);
await database.raw(
  `insert into users (email, name, lang)
     select 'member' || n || '@bench.example', 'Member ' || n, 'es' from generate_series(1, ?) n`,
  [attemptCount],
);
await database.raw(
  `insert into memberships (user_id, company_id, role, licence_state)
     select u.id, c.id, 'employee', 'inProgress'
       from users u
       join companies c on c.name = 'Bench ' || (1 + u.id % ?)
      where u.email like 'member%@bench.example'`,
  [companyCount],
);
await database.raw(
  `insert into assessment_sessions (user_id, company_id, status, item_bank_version, started_at)
     select m.user_id, m.company_id, 'in_progress', 'bench',
            now() - (case when m.user_id % 2 = 0 then interval '4 days' else interval '1 day' end)
       from memberships m join users u on u.id = m.user_id
      where u.email like 'member%@bench.example'`,
);
await database.raw('analyze');

const timed = async () => {
  const started = performance.now();
  const sent = await sweepReminders(database, companyPorts, publicUrl);
  return { sent, milliseconds: performance.now() - started };
};

const first = await timed();
console.log(
  `first sweep: ${first.sent.invitations} invitation and ${first.sent.assessments} assessment ` +
    `reminders in ${first.milliseconds.toFixed(0)} ms ` +
    `(${(first.milliseconds / (first.sent.invitations + first.sent.assessments)).toFixed(2)} ms each)`,
);
const idle: number[] = [];
for (let run = 0; run < runs; run += 1) idle.push((await timed()).milliseconds);
idle.sort((a, b) => a - b);
console.log(
  `sweep with nothing due (${invitationCount} invitations, ${attemptCount} attempts waiting): ` +
    `median ${idle[Math.floor(idle.length / 2)]!.toFixed(1)} ms, max ${idle.at(-1)!.toFixed(1)} ms ` +
    `over ${runs} runs`,
);

await database.destroy();
await testDatabase.drop();
await postgres.stop();
