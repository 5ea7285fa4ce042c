import { addResult, scoresWith, userIdByEmail, type Caller } from '@facet/profiles-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { peopleListedBy, startTeamInsightTestServer } from './testing';

const teamInsight = startTeamInsightTestServer();
let alicia: Caller;
let mario: Caller;
let gina: Caller;
let supportId: number;
let salesId: number;
let globexGroupId: number;

async function createGroup(as: Caller, name: string, emails: string[]): Promise<number> {
  const created = await as('POST', '/api/groups/create-group', { name });
  const groupId = (created.body['group'] as { group_id: number }).group_id;
  if (emails.length > 0)
    await as('PATCH', '/api/groups/add-members', { group_id: groupId, emails });
  return groupId;
}

async function addValidResult(email: string, company: string, facet: number) {
  const database = teamInsight.database();
  const resultId = await addResult(database, email, company, scoresWith(facet));
  await database('results')
    .where({ id: resultId })
    .update({ validity: JSON.stringify({ status: 'valid', flags: [], indices: null }) });
}

async function teamViewReadCount(): Promise<number> {
  const [row] = await teamInsight
    .database()('audit_log')
    .where({ action: 'result.read_in_team_view' })
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

beforeAll(async () => {
  alicia = teamInsight.callerOf('alicia@acme.example');
  mario = teamInsight.callerOf('mario@acme.example');
  gina = teamInsight.callerOf('gina@globex.example');
  await addValidResult('alicia@acme.example', 'Acme Demo', 10);
  await addValidResult('erin@acme.example', 'Acme Demo', 16);
  await addValidResult('mario@acme.example', 'Acme Demo', 22);
  await addValidResult('joao@acme.example', 'Acme Demo', 26);
  // Gail took her assessment while at Acme and works at Globex now: her result stays with Acme.
  await addValidResult('gail@globex.example', 'Acme Demo', 30);
  supportId = await createGroup(mario, 'Support', [
    'alicia@acme.example',
    'erin@acme.example',
    'mario@acme.example',
  ]);
  salesId = await createGroup(mario, 'Sales', ['joao@acme.example']);
  globexGroupId = await createGroup(gina, 'Globex crew', [
    'gina@globex.example',
    'gail@globex.example',
    'gus@globex.example',
  ]);
});

const everyRoute = () =>
  [
    ['GET', `/api/team-insight/groups/${supportId}`, undefined],
    ['GET', '/api/team-insight/company', undefined],
    ['GET', `/api/team-insight/compare?group_a=${supportId}&group_b=${salesId}`, undefined],
    ['POST', '/api/team-insight/document', { group_id: supportId }],
  ] as const;

describe('signing in', () => {
  it('answers 401 to every team-insight call without a token or with a forged one', async () => {
    for (const [method, url, payload] of everyRoute()) {
      const anonymous = await teamInsight.server().inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const forged = await teamInsight.server().inject({
        method,
        url,
        payload,
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(forged.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('roles', () => {
  it('refuses employees and candidates every call, and audits no read', async () => {
    const before = await teamViewReadCount();
    for (const email of ['erin@acme.example', 'carla@acme.example']) {
      const person = teamInsight.callerOf(email);
      for (const [method, url, payload] of everyRoute()) {
        const answer = await person(method, url, payload);
        expect(answer.statusCode, `${email} ${method} ${url}`).toBe(403);
        expect(answer.body.message).toBe('This needs the manager role in your company.');
      }
    }
    expect(await teamViewReadCount()).toBe(before);
  });

  it('refuses a manager who asks to act as the company admin', async () => {
    for (const url of [
      `/api/team-insight/groups/${supportId}?role=admin`,
      '/api/team-insight/company?role=admin',
    ]) {
      const answer = await mario('GET', url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.body.message).toBe('This needs the admin role in your company.');
    }
  });

  it('lets the company admin read the team view as admin and as manager', async () => {
    for (const role of ['admin', 'manager']) {
      const answer = await alicia('GET', `/api/team-insight/groups/${supportId}?role=${role}`);
      expect(answer.statusCode, role).toBe(200);
      expect(answer.body).toMatchObject({ counted: 3, scoresWithheld: false });
    }
  });

  it('audits the admin’s read under the admin, one entry listing each member shown', async () => {
    const database = teamInsight.database();
    const aliciaId = await userIdByEmail(database, 'alicia@acme.example');
    const before = await teamViewReadCount();
    await alicia('GET', `/api/team-insight/groups/${supportId}?role=admin`);
    expect((await teamViewReadCount()) - before).toBe(1);
    const entry = await database('audit_log')
      .where({ action: 'result.read_in_team_view', actor_id: aliciaId })
      .orderBy('id', 'desc')
      .first('id', 'subject_user_id', 'details');
    expect(entry!.subject_user_id).toBeNull();
    expect(entry!.details).toEqual({ group_id: supportId, people: 2, actor_role: 'admin' });
    // Alicia reads her own scores without being listed, as a manager does.
    expect(await peopleListedBy(teamInsight.database(), Number(entry!.id))).toEqual([
      'erin@acme.example',
      'mario@acme.example',
    ]);
  });
});

describe('validation', () => {
  it('answers 400 naming the field of a malformed role', async () => {
    const answer = await mario('GET', '/api/team-insight/company?role=owner');
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/^role: /);
  });

  it('answers 400 naming each missing or malformed group of a comparison', async () => {
    const missing = await mario('GET', `/api/team-insight/compare?group_b=${salesId}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/^group_a: /);
    const malformed = await mario(
      'GET',
      `/api/team-insight/compare?group_a=${supportId}&group_b=x`,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body.message).toBe('group_b: must be a whole number');
    const same = await mario(
      'GET',
      `/api/team-insight/compare?group_a=${salesId}&group_b=${salesId}`,
    );
    expect(same.body.message).toBe('group_b: must name two different groups');
  });

  it('answers 400 to a document in a language the product does not speak', async () => {
    const answer = await mario('POST', '/api/team-insight/document?lang=fr', {
      group_id: supportId,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toBe('lang: must be one of en, es, pt');
  });

  it('answers 400 to a group id sent as text, or as zero', async () => {
    const asText = await mario('POST', '/api/team-insight/document', {
      group_id: String(supportId),
    });
    expect(asText.statusCode).toBe(400);
    expect(asText.body.message).toBe('group_id: must be a whole number');
    const zero = await mario('POST', '/api/team-insight/document', { group_id: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.body.message).toBe('group_id: must be 1 or more');
  });

  it('answers 400 to an unknown field of the document call, naming it', async () => {
    const answer = await mario('POST', '/api/team-insight/document', {
      group_id: supportId,
      include_emails: true,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.message).toMatch(/include_emails/);
  });
});

describe('tenant isolation', () => {
  it("answers 404 to Acme's manager for Globex's group, in every call", async () => {
    const before = await teamViewReadCount();
    const answers = [
      await mario('GET', `/api/team-insight/groups/${globexGroupId}`),
      await mario('GET', `/api/team-insight/compare?group_a=${supportId}&group_b=${globexGroupId}`),
      await mario('GET', `/api/team-insight/compare?group_a=${globexGroupId}&group_b=${supportId}`),
      await mario('POST', '/api/team-insight/document', { group_id: globexGroupId }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Globex crew');
    }
    expect(await teamViewReadCount()).toBe(before);
  });

  it("answers 404 to Globex's manager comparing two of Acme's groups", async () => {
    const answer = await gina(
      'GET',
      `/api/team-insight/compare?group_a=${supportId}&group_b=${salesId}`,
    );
    expect(answer.statusCode).toBe(404);
    expect(JSON.stringify(answer.body)).not.toMatch(/Support|Sales/);
  });

  it('answers 404 alike to a group that does not exist', async () => {
    const answer = await mario('GET', '/api/team-insight/groups/987654');
    expect(answer.statusCode).toBe(404);
    const foreign = await mario('GET', `/api/team-insight/groups/${globexGroupId}`);
    expect(answer.body).toEqual(foreign.body);
  });

  it("keeps a result with the company it was taken under, out of the new employer's view", async () => {
    const crew = await gina('GET', `/api/team-insight/groups/${globexGroupId}`);
    expect(crew.statusCode).toBe(200);
    expect(crew.body).toMatchObject({ counted: 0, leftOut: { total: 3, no_result: 3 } });
    const company = await gina('GET', '/api/team-insight/company');
    expect(company.body).toMatchObject({
      scope: { kind: 'company', name: 'Globex' },
      counted: 0,
      leftOut: { no_result: 3 },
    });
  });

  it("lists only Acme's staff in Acme's company view, nobody from Globex", async () => {
    const view = await mario('GET', '/api/team-insight/company');
    // By name, and nobody else: Gail's Acme result does not bring her into Acme's team.
    expect(view.body).toMatchObject({
      counted: 4,
      members: [
        { email: 'alicia@acme.example' },
        { email: 'erin@acme.example' },
        { email: 'joao@acme.example' },
        { email: 'mario@acme.example' },
      ],
    });
    expect(JSON.stringify(view.body)).not.toContain('@globex.example');
  });
});

describe('POST /api/team-insight/document for the company', () => {
  it("prints the company's view without a group and audits it once, listing each member shown", async () => {
    const database = teamInsight.database();
    const marioId = await userIdByEmail(database, 'mario@acme.example');
    const before = await teamViewReadCount();
    const answer = await mario('POST', '/api/team-insight/document?lang=pt', {});
    expect(answer.statusCode).toBe(200);
    const pdf = Buffer.from(String(answer.body['pdfBase64']), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await teamViewReadCount()) - before).toBe(1);
    const entry = await database('audit_log')
      .where({ action: 'result.read_in_team_view', actor_id: marioId })
      .orderBy('id', 'desc')
      .first('id', 'target', 'details');
    expect(entry).toMatchObject({ target: 'Acme Demo' });
    expect(entry!.details).toEqual({ group_id: null, people: 3, actor_role: 'manager' });
    // Alicia, Erin and Joao; Mario's own scores are his to read.
    expect(await peopleListedBy(teamInsight.database(), Number(entry!.id))).toEqual([
      'alicia@acme.example',
      'erin@acme.example',
      'joao@acme.example',
    ]);
  });

  it('refuses to print a group of too few counted people, before any read is audited', async () => {
    const before = await teamViewReadCount();
    const answer = await mario('POST', '/api/team-insight/document', { group_id: salesId });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toMatch(/at least 3 people/);
    expect(await teamViewReadCount()).toBe(before);
  });

  it('refuses to print a group in which no one has a counted result', async () => {
    const emptyId = await createGroup(mario, 'Newcomers', []);
    const answer = await mario('POST', '/api/team-insight/document', { group_id: emptyId });
    expect(answer.statusCode).toBe(422);
    expect(answer.body.message).toMatch(/No one in this team has a counted result/);
  });
});
