import { scoresWith } from '@facet/assessment-domain/testing';
import { interviewGuideWordEntries, questionBank } from '@facet/interview-guides-domain';
import { resultReadActions } from '@facet/platform-kernel';
import {
  addResult,
  companyIdByName,
  userIdByEmail,
  userToken,
  type Caller,
} from '@facet/profiles-api/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText, startInterviewGuidesTestServer } from './testing';

const guides = startInterviewGuidesTestServer();
let mario: Caller;
let acmeProfileId: number;
let globexProfileId: number;
let globalProfileId: number;

const guideUrl = (email: string, profileId: number, lang = 'en') =>
  `/api/interview-guides/guide?email=${encodeURIComponent(email)}&profile_id=${profileId}&lang=${lang}`;

async function setValidity(resultId: number, status: 'valid' | 'questionable' | 'invalid') {
  await guides
    .database()('results')
    .where({ id: resultId })
    .update({ validity: JSON.stringify({ status, flags: [], indices: null }) });
}

async function guideReads(): Promise<
  { target: string | null; people: number[]; details: object }[]
> {
  const database = guides.database();
  const entries = await database('audit_log')
    .where({ action: resultReadActions.interviewGuide })
    .orderBy('id')
    .select('id', 'target', 'details');
  return Promise.all(
    entries.map(async (entry) => ({
      target: entry.target,
      details: entry.details,
      people: (
        await database('audit_log_people').where({ audit_log_id: entry.id }).pluck('user_id')
      ).map(Number),
    })),
  );
}

beforeAll(async () => {
  const database = guides.database();
  mario = guides.callerOf('mario@acme.example');
  const acmeId = await companyIdByName(database, 'Acme Demo');
  const globexId = await companyIdByName(database, 'Globex');
  // Facets at 10 of 40: trust and orderliness fall far below these ranges, anxiety far above.
  const [acme] = await database('profiles')
    .insert({
      company_id: acmeId,
      name: 'Support lead',
      min_trust: 24,
      max_trust: 32,
      min_orderliness: 24,
      max_orderliness: 32,
      min_anxiety: 0,
      max_anxiety: 4,
    })
    .returning<{ id: number }[]>('id');
  acmeProfileId = Number(acme!.id);
  const [globex] = await database('profiles')
    .insert({ company_id: globexId, name: 'Globex secret', min_trust: 24, max_trust: 32 })
    .returning<{ id: number }[]>('id');
  globexProfileId = Number(globex!.id);
  const platform = await database('profiles').where({ name: 'Platform Sales' }).first('id');
  globalProfileId = Number(platform!.id);
  await setValidity(
    await addResult(database, 'erin@acme.example', 'Acme Demo', scoresWith(10)),
    'valid',
  );
  // Gail took her assessment while at Acme and works at Globex now: her result stays with Acme.
  await setValidity(
    await addResult(database, 'gail@globex.example', 'Acme Demo', scoresWith(10)),
    'questionable',
  );
  await setValidity(
    await addResult(database, 'gina@globex.example', 'Globex', scoresWith(10)),
    'valid',
  );
  await setValidity(
    await addResult(database, 'joao@acme.example', 'Acme Demo', scoresWith(10)),
    'invalid',
  );
});

describe('GET /api/interview-guides/guide', () => {
  it('probes the scales off the profile’s range, clear misses first, for a member with a result', async () => {
    const answer = await mario('GET', guideUrl('erin@acme.example', acmeProfileId));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({
      person: { name: 'Erin Employee', email: 'erin@acme.example' },
      profile: { profile_id: acmeProfileId, name: 'Support lead' },
      validity: { status: 'valid' },
      penNotProbed: [],
    });
    const scales = answer.body['scales'] as {
      scale: string;
      direction: string;
      position: string;
    }[];
    expect(scales.map(({ scale, direction }) => `${scale} ${direction}`).sort()).toEqual([
      'anxiety high',
      'orderliness low',
      'trust low',
    ]);
    for (const { scale, direction } of scales) {
      expect(
        questionBank[scale as keyof typeof questionBank]?.[direction as 'high' | 'low'],
      ).toBeDefined();
    }
  });

  it('shows nothing of the report: no sections, levels, narrative or Family', async () => {
    const answer = await mario('GET', guideUrl('erin@acme.example', acmeProfileId));
    expect(Object.keys(answer.body).sort()).toEqual(
      ['penNotProbed', 'person', 'profile', 'result', 'scales', 'validity'].sort(),
    );
    expect(JSON.stringify(answer.body)).not.toMatch(/family|inform|sections|narrative/i);
  });

  it('writes one audit entry of the read, listing the person, with the profile', async () => {
    const before = (await guideReads()).length;
    await mario('GET', guideUrl('erin@acme.example', acmeProfileId));
    const reads = await guideReads();
    expect(reads).toHaveLength(before + 1);
    const erinId = await userIdByEmail(guides.database(), 'erin@acme.example');
    expect(reads.at(-1)).toMatchObject({
      target: 'erin@acme.example',
      people: [erinId],
      details: { profile_id: acmeProfileId, form: 'page' },
    });
  });

  it('reads a result taken under the company from someone who is no member of it', async () => {
    const answer = await mario('GET', guideUrl('gail@globex.example', acmeProfileId));
    expect(answer.statusCode).toBe(200);
    expect(answer.body['validity']).toMatchObject({ status: 'questionable' });
  });

  it('takes a global profile as well as the company’s own', async () => {
    const answer = await mario('GET', guideUrl('erin@acme.example', globalProfileId));
    expect(answer.statusCode).toBe(200);
    expect(answer.body['profile']).toMatchObject({ name: 'Platform Sales' });
  });

  it('aims no question from an invalid result, and says it is invalid', async () => {
    const answer = await mario('GET', guideUrl('joao@acme.example', acmeProfileId));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toMatchObject({ validity: { status: 'invalid' }, scales: [] });
  });

  it('answers 404 for a person whose results are another company’s, and writes no entry', async () => {
    const before = (await guideReads()).length;
    for (const email of ['gina@globex.example', 'carla@acme.example', 'nobody@acme.example']) {
      const answer = await mario('GET', guideUrl(email, acmeProfileId));
      expect(answer.statusCode, email).toBe(404);
      expect(answer.body['code'], email).toBe('interview_guides.no_result');
    }
    expect(await guideReads()).toHaveLength(before);
  });

  it('answers 404 for another company’s profile', async () => {
    const answer = await mario('GET', guideUrl('erin@acme.example', globexProfileId));
    expect(answer.statusCode).toBe(404);
    expect(answer.body['code']).toBe('interview_guides.profile_not_found');
  });

  it('keeps each company to its own people: Globex’s manager cannot read Acme’s', async () => {
    const gina = guides.callerOf('gina@globex.example');
    const acmePerson = await gina('GET', guideUrl('erin@acme.example', acmeProfileId));
    expect(acmePerson.statusCode).toBe(404);
    const ownProfile = await gina('GET', guideUrl('erin@acme.example', globexProfileId));
    expect(ownProfile.statusCode).toBe(404);
    expect(ownProfile.body['code']).toBe('interview_guides.no_result');
    // Gail's Acme result is Acme's: her own company reads none.
    const gail = await gina('GET', guideUrl('gail@globex.example', globexProfileId));
    expect(gail.statusCode).toBe(404);
  });

  it('refuses employees and candidates with 403', async () => {
    for (const email of ['erin@acme.example', 'carla@acme.example']) {
      const answer = await guides.callerOf(email)(
        'GET',
        guideUrl('erin@acme.example', acmeProfileId),
      );
      expect(answer.statusCode, email).toBe(403);
    }
  });

  it('answers 401 without a session', async () => {
    const answer = await guides.server().inject(guideUrl('erin@acme.example', acmeProfileId));
    expect(answer.statusCode).toBe(401);
  });
});

describe('GET /api/interview-guides/guide-document', () => {
  it('answers the guide as a PDF whose text holds its questions in the asked language', async () => {
    const database = guides.database();
    const marioId = await userIdByEmail(database, 'mario@acme.example');
    const before = (await guideReads()).length;
    const answer = await guides.server().inject({
      method: 'GET',
      url: guideUrl('erin@acme.example', acmeProfileId, 'es').replace(
        '/guide?',
        '/guide-document?',
      ),
      headers: { authorization: `Bearer ${userToken(marioId)}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/pdf/);
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="interview-guide-/,
    );
    const text = await pdfText(answer.rawPayload);
    const collapse = (phrase: string) => phrase.replace(/\s+/g, ' ');
    expect(text).toContain('Erin Employee');
    expect(text).toContain(collapse(interviewGuideWordEntries.title.es));
    for (const question of questionBank.trust!.low.questions) {
      expect(text).toContain(collapse(question.es).slice(0, 40));
    }
    expect(text).not.toMatch(/Family|Familia/);
    const reads = await guideReads();
    expect(reads).toHaveLength(before + 1);
    expect(reads.at(-1)).toMatchObject({ details: { form: 'pdf' } });
  });

  it('refuses an employee the PDF', async () => {
    const erinId = await userIdByEmail(guides.database(), 'erin@acme.example');
    const answer = await guides.server().inject({
      method: 'GET',
      url: guideUrl('erin@acme.example', acmeProfileId).replace('/guide?', '/guide-document?'),
      headers: { authorization: `Bearer ${userToken(erinId)}` },
    });
    expect(answer.statusCode).toBe(403);
  });
});
