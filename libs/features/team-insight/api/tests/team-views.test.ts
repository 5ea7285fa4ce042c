import { addResult, scoresWith, userIdByEmail, type Caller } from '@facet/profiles-api/testing';
import type { TeamCompareAnswer, TeamViewAnswer } from '@facet/team-insight-domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { peopleListedBy, startTeamInsightTestServer } from './testing';

const teamInsight = startTeamInsightTestServer();
let mario: Caller;
let acmeId: number;
let teamId: number;
let otherTeamId: number;

const validity = (status: string) =>
  JSON.stringify({ status, flags: status === 'valid' ? [] : ['longstring'], indices: null });

async function setValidity(resultId: number, status: string) {
  await teamInsight
    .database()('results')
    .where({ id: resultId })
    .update({ validity: validity(status) });
}

beforeAll(async () => {
  const database = teamInsight.database();
  mario = teamInsight.callerOf('mario@acme.example');
  acmeId = Number((await database('companies').where({ name: 'Acme Demo' }).first('id'))!.id);
  const [newcomer] = await database('users')
    .insert({ name: 'Nia Newcomer', email: 'nia@acme.example', lang: 'en' })
    .returning<{ id: number }[]>('id');
  await database('memberships').insert({
    user_id: newcomer!.id,
    company_id: acmeId,
    role: 'employee',
    licence_state: 'yes',
  });
  for (const [name, email] of [
    ['Omar Operator', 'omar@acme.example'],
    ['Pia Planner', 'pia@acme.example'],
  ] as const) {
    const [person] = await database('users')
      .insert({ name, email, lang: 'en' })
      .returning<{ id: number }[]>('id');
    await database('memberships').insert({
      user_id: person!.id,
      company_id: acmeId,
      role: 'employee',
      licence_state: 'yes',
    });
    await setValidity(await addResult(database, email, 'Acme Demo', scoresWith(16)), 'valid');
  }
  const team = await mario('POST', '/api/groups/create-group', { name: 'Support' });
  teamId = (team.body['group'] as { group_id: number }).group_id;
  const other = await mario('POST', '/api/groups/create-group', { name: 'Sales' });
  otherTeamId = (other.body['group'] as { group_id: number }).group_id;
  await mario('PATCH', '/api/groups/add-members', {
    group_id: teamId,
    emails: [
      'alicia@acme.example',
      'erin@acme.example',
      'joao@acme.example',
      'carla@acme.example',
      'nia@acme.example',
    ],
  });
  await mario('PATCH', '/api/groups/add-members', {
    group_id: otherTeamId,
    emails: ['erin@acme.example', 'mario@acme.example', 'omar@acme.example', 'pia@acme.example'],
  });
  // Erin: an invalid retake after a valid result, so her valid one counts.
  await setValidity(
    await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(20)),
    'valid',
  );
  await setValidity(
    await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(2)),
    'invalid',
  );
  await setValidity(
    await addResult(database, 'alicia@acme.example', 'Acme Demo', scoresWith(12)),
    'valid',
  );
  await setValidity(await addResult(database, 'joao@acme.example', 'Acme Demo'), 'invalid');
  await setValidity(
    await addResult(database, 'mario@acme.example', 'Acme Demo', scoresWith(24)),
    'valid',
  );
  // Carla's result predates the validity check: unchecked reads as questionable.
  await addResult(database, 'carla@acme.example', 'Acme Demo');
});

async function teamViewReads(actorEmail: string) {
  const database = teamInsight.database();
  return database('audit_log')
    .where({
      action: 'result.read_in_team_view',
      actor_id: await userIdByEmail(database, actorEmail),
    })
    .orderBy('id')
    .select('id', 'target', 'subject_user_id', 'company_id', 'details', 'actor_kind');
}

describe('GET /api/team-insight/groups/{id}', () => {
  it('counts the valid and questionable results, marks the questionable ones and says who was left out and why', async () => {
    const answer = await mario('GET', `/api/team-insight/groups/${teamId}`);
    expect(answer.statusCode).toBe(200);
    const view = answer.body as unknown as TeamViewAnswer;
    expect(view.scope).toEqual({ kind: 'group', group_id: teamId, name: 'Support' });
    expect(view.members.map((member) => [member.name, member.validity])).toEqual([
      ['Alicia Owner', 'valid'],
      ['Carla Candidate', 'questionable'],
      ['Erin Employee', 'valid'],
    ]);
    expect(view.counted).toBe(3);
    expect(view.countedQuestionable).toBe(1);
    expect(view.leftOut).toEqual({ total: 2, no_result: 1, invalid: 1 });
    const erin = view.members[2]!;
    expect(erin.t).toHaveLength(35);
    expect(erin.levels[view.scales.indexOf('anxiety')]).toBe('high');
    expect(view.distributions).toHaveLength(5);
    expect(view.spread?.alike).toHaveLength(3);
  });

  it('never lets an invalid result into the figures, even a newer one than a questionable', async () => {
    const database = teamInsight.database();
    const nia = await addResult(database, 'nia@acme.example', 'Acme Demo', scoresWith(30));
    await setValidity(nia, 'questionable');
    const niaRetake = await addResult(database, 'nia@acme.example', 'Acme Demo', scoresWith(0));
    await setValidity(niaRetake, 'invalid');
    const view = (await mario('GET', `/api/team-insight/groups/${teamId}`))
      .body as unknown as TeamViewAnswer;
    expect(view.members.find((member) => member.name === 'Nia Newcomer')).toMatchObject({
      result_id: nia,
      validity: 'questionable',
    });
    expect(view.members.map((member) => member.result_id)).not.toContain(niaRetake);
    expect(view).toMatchObject({ counted: 4, countedQuestionable: 2 });
    await database('results').whereIn('id', [nia, niaRetake]).delete();
  });

  it('writes one audit entry per view, naming the group and listing the members shown', async () => {
    const before = (await teamViewReads('mario@acme.example')).length;
    await mario('GET', `/api/team-insight/groups/${teamId}`);
    const entries = (await teamViewReads('mario@acme.example')).slice(before);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      actor_kind: 'user',
      target: 'Support',
      subject_user_id: null,
      details: { group_id: teamId, people: 3 },
    });
    expect(Number(entry!.company_id)).toBe(acmeId);
    expect(await peopleListedBy(teamInsight.database(), Number(entry!.id))).toEqual([
      'alicia@acme.example',
      'carla@acme.example',
      'erin@acme.example',
    ]);
  });

  it('answers an empty view for a group without members', async () => {
    const empty = await mario('POST', '/api/groups/create-group', { name: 'Nobody yet' });
    const groupId = (empty.body['group'] as { group_id: number }).group_id;
    const answer = await mario('GET', `/api/team-insight/groups/${groupId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ counted: 0, members: [], leftOut: { total: 0 } });
  });

  it("hides another company's group and refuses an employee", async () => {
    const database = teamInsight.database();
    const gina = teamInsight.callerOf('gina@globex.example');
    const before = await database('audit_log')
      .where({ action: 'result.read_in_team_view' })
      .count();
    expect((await gina('GET', `/api/team-insight/groups/${teamId}`)).statusCode).toBe(404);
    const erin = teamInsight.callerOf('erin@acme.example');
    expect((await erin('GET', `/api/team-insight/groups/${teamId}`)).statusCode).toBe(403);
    const after = await database('audit_log').where({ action: 'result.read_in_team_view' }).count();
    expect(after).toEqual(before);
  });

  it('refuses an id that is not a whole number', async () => {
    expect((await mario('GET', '/api/team-insight/groups/1e0')).statusCode).toBe(400);
    expect((await mario('GET', '/api/team-insight/groups/0')).statusCode).toBe(400);
  });
});

describe('a team of fewer than three counted people', () => {
  let pairId: number;
  beforeAll(async () => {
    const pair = await mario('POST', '/api/groups/create-group', { name: 'Pair' });
    pairId = (pair.body['group'] as { group_id: number }).group_id;
    await mario('PATCH', '/api/groups/add-members', {
      group_id: pairId,
      emails: ['erin@acme.example', 'alicia@acme.example', 'nia@acme.example'],
    });
  });

  it('shows how many count but no scores, and audits no read', async () => {
    const before = (await teamViewReads('mario@acme.example')).length;
    const answer = await mario('GET', `/api/team-insight/groups/${pairId}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      counted: 2,
      scoresWithheld: true,
      members: [],
      distributions: [],
      spread: null,
      leftOut: { total: 1, no_result: 1 },
    });
    expect(await teamViewReads('mario@acme.example')).toHaveLength(before);
  });

  it('prints no PDF of it', async () => {
    const answer = await mario('POST', '/api/team-insight/document?lang=en', { group_id: pairId });
    expect(answer.statusCode).toBe(422);
    expect(answer.body['message']).toMatch(/at least 3 people/);
  });
});

describe('GET /api/team-insight/company', () => {
  it("shows the company's staff, candidates apart, with the spread once three count", async () => {
    const answer = await mario('GET', '/api/team-insight/company');
    expect(answer.statusCode).toBe(200);
    const view = answer.body as unknown as TeamViewAnswer;
    expect(view.scope).toEqual({ kind: 'company', name: 'Acme Demo' });
    expect(view.members.map((member) => member.name)).toEqual([
      'Alicia Owner',
      'Erin Employee',
      'Mario Manager',
      'Omar Operator',
      'Pia Planner',
    ]);
    expect(view.leftOut).toEqual({ total: 2, invalid: 1, no_result: 1 });
    expect(view.countedQuestionable).toBe(0);
    expect(view.spread?.alike).toHaveLength(3);
  });

  it("shows Globex's manager only Globex", async () => {
    const gina = teamInsight.callerOf('gina@globex.example');
    const answer = await gina('GET', '/api/team-insight/company');
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ scope: { name: 'Globex' }, counted: 0 });
  });
});

describe('GET /api/team-insight/compare', () => {
  it('sets two groups side by side and audits the comparison once, listing each member shown once', async () => {
    const before = (await teamViewReads('mario@acme.example')).length;
    const answer = await mario(
      'GET',
      `/api/team-insight/compare?group_a=${teamId}&group_b=${otherTeamId}`,
    );
    expect(answer.statusCode).toBe(200);
    const comparison = answer.body as unknown as TeamCompareAnswer;
    expect(comparison.a).toMatchObject({
      counted: 3,
      countedQuestionable: 1,
      scope: { name: 'Support' },
    });
    expect(comparison.b).toMatchObject({
      counted: 4,
      countedQuestionable: 0,
      scope: { name: 'Sales' },
    });
    expect(comparison.scales).toHaveLength(35);
    expect(comparison.scales[0]!.difference).not.toBeNull();
    // One entry: Alicia, Carla and Erin from Support, Omar and Pia from Sales (Erin not again);
    // Mario reads himself unaudited.
    const entries = (await teamViewReads('mario@acme.example')).slice(before);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      target: 'Support',
      subject_user_id: null,
      details: {
        group_id: teamId,
        compared_group_id: otherTeamId,
        compared_with: 'Sales',
        people: 5,
      },
    });
    expect(await peopleListedBy(teamInsight.database(), Number(entries[0]!.id))).toEqual([
      'alicia@acme.example',
      'carla@acme.example',
      'erin@acme.example',
      'omar@acme.example',
      'pia@acme.example',
    ]);
  });

  it('refuses two groups whose counted people differ by fewer than three, with why', async () => {
    const near = await mario('POST', '/api/groups/create-group', { name: 'Support and Omar' });
    const nearId = (near.body['group'] as { group_id: number }).group_id;
    await mario('PATCH', '/api/groups/add-members', {
      group_id: nearId,
      emails: [
        'alicia@acme.example',
        'erin@acme.example',
        'carla@acme.example',
        'omar@acme.example',
      ],
    });
    const before = (await teamViewReads('mario@acme.example')).length;
    const answer = await mario(
      'GET',
      `/api/team-insight/compare?group_a=${nearId}&group_b=${teamId}`,
    );
    // The means of the two would give Omar's own scores.
    expect(answer.statusCode).toBe(422);
    expect(answer.body['message']).toMatch(/differ by fewer than 3 people/);
    expect(await teamViewReads('mario@acme.example')).toHaveLength(before);
  });

  it('refuses the same group twice and hides another company’s group', async () => {
    const same = await mario(
      'GET',
      `/api/team-insight/compare?group_a=${teamId}&group_b=${teamId}`,
    );
    expect(same.statusCode).toBe(400);
    const gina = teamInsight.callerOf('gina@globex.example');
    const globex = await gina('POST', '/api/groups/create-group', { name: 'Globex team' });
    const globexGroup = (globex.body['group'] as { group_id: number }).group_id;
    const across = await gina(
      'GET',
      `/api/team-insight/compare?group_a=${globexGroup}&group_b=${teamId}`,
    );
    expect(across.statusCode).toBe(404);
  });
});

describe('POST /api/team-insight/document', () => {
  it("prints a group's team view as a PDF", async () => {
    const answer = await mario('POST', '/api/team-insight/document?lang=es', {
      group_id: teamId,
    });
    expect(answer.statusCode).toBe(200);
    const pdf = Buffer.from(answer.body['pdfBase64'] as string, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("hides another company's group and refuses unknown fields", async () => {
    const gina = teamInsight.callerOf('gina@globex.example');
    expect(
      (await gina('POST', '/api/team-insight/document', { group_id: teamId })).statusCode,
    ).toBe(404);
    expect(
      (await mario('POST', '/api/team-insight/document', { company_id: acmeId })).statusCode,
    ).toBe(400);
  });
});
