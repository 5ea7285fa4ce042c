import { resultReadActions } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  auditActionSchema,
  auditIdentitySchema,
  auditTrailExportFields,
  auditTrailFiltersSchema,
  auditTrailProblems,
  platformAuditTrailFiltersSchema,
  resultReadKindOf,
} from './index';

const firstProblem = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe('auditIdentitySchema', () => {
  it('reads digits as an account id and anything else as an e-mail address', () => {
    expect(auditIdentitySchema.parse('42')).toEqual({ id: 42 });
    expect(auditIdentitySchema.parse(' 7 ')).toEqual({ id: 7 });
    expect(auditIdentitySchema.parse('erin@acme.example')).toEqual({ email: 'erin@acme.example' });
  });

  it('lower-cases an address, so the filter finds the account however it was typed', () => {
    expect(auditIdentitySchema.parse('  Erin@ACME.example ')).toEqual({
      email: 'erin@acme.example',
    });
  });

  it('refuses what is neither an id nor an address, with one message for every case', () => {
    for (const typed of ['', '   ', 'erin', 'erin@', '1.5', '-3', '0', `${'a'.repeat(250)}@x.io`]) {
      const parsed = auditIdentitySchema.safeParse(typed);
      expect(parsed.success, typed).toBe(false);
      expect(firstProblem(parsed), typed).toBe(auditTrailProblems.identityInvalid);
    }
  });

  it('refuses an id too large to be a row of the database', () => {
    expect(auditIdentitySchema.safeParse('99999999999999999999').success).toBe(false);
  });
});

describe('auditActionSchema', () => {
  it('takes feature.what_happened codes, with more than one dot if a feature nests them', () => {
    for (const code of [
      'result.read',
      'company.role_changed',
      'data_rights.access',
      'a.b.c',
      ' audit.exported ',
    ]) {
      expect(auditActionSchema.safeParse(code).success, code).toBe(true);
    }
    expect(auditActionSchema.parse(' audit.exported ')).toBe('audit.exported');
  });

  it('refuses text that is not a code, so the filter is never a search in the trail', () => {
    for (const typed of [
      'result',
      'Result.Read',
      'result.read;',
      'DROP TABLE',
      '.read',
      'result.',
      'result..read',
      '1result.read',
      'result.read%',
    ]) {
      const parsed = auditActionSchema.safeParse(typed);
      expect(parsed.success, typed).toBe(false);
      expect(firstProblem(parsed), typed).toBe(auditTrailProblems.actionInvalid);
    }
  });

  it('refuses a code longer than 80 characters', () => {
    const long = `a.${'b'.repeat(79)}`;
    expect(long).toHaveLength(81);
    expect(firstProblem(auditActionSchema.safeParse(long))).toBe(auditTrailProblems.actionInvalid);
    expect(auditActionSchema.safeParse(`a.${'b'.repeat(78)}`).success).toBe(true);
  });
});

describe('auditTrailFiltersSchema', () => {
  it('takes no filter at all', () => {
    expect(auditTrailFiltersSchema.parse({})).toEqual({});
  });

  it('parses every filter into what the service queries by', () => {
    expect(
      auditTrailFiltersSchema.parse({
        actor: '12',
        action: 'result.read',
        person: 'Erin@Acme.example',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    ).toEqual({
      actor: { id: 12 },
      action: 'result.read',
      person: { email: 'erin@acme.example' },
      from: '2026-01-01',
      to: '2026-01-31',
    });
  });

  it('takes one day as a range whose first and last day are the same', () => {
    expect(
      auditTrailFiltersSchema.safeParse({ from: '2026-03-05', to: '2026-03-05' }).success,
    ).toBe(true);
  });

  it('takes an open range on either side', () => {
    expect(auditTrailFiltersSchema.safeParse({ from: '2026-03-05' }).success).toBe(true);
    expect(auditTrailFiltersSchema.safeParse({ to: '2026-03-05' }).success).toBe(true);
  });

  it('names the last day when it comes before the first', () => {
    const parsed = auditTrailFiltersSchema.safeParse({ from: '2026-03-05', to: '2026-03-04' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: auditTrailProblems.rangeReversed }),
    ]);
  });

  it('names the field of each bad filter', () => {
    const parsed = auditTrailFiltersSchema.safeParse({
      actor: 'nobody',
      action: 'READ',
      from: '2026-02-30',
    });
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['actor', 'action', 'from']));
  });

  it('has no company filter: a company reads only its own trail', () => {
    expect(auditTrailFiltersSchema.parse({ company_id: '3' })).toEqual({});
  });
});

describe('platformAuditTrailFiltersSchema', () => {
  it('adds a company, given as the query string gives it', () => {
    expect(platformAuditTrailFiltersSchema.parse({ company_id: '3', actor: '9' })).toEqual({
      company_id: 3,
      actor: { id: 9 },
    });
  });

  it('refuses a company that is not an id', () => {
    for (const companyId of ['acme', '0', '-1', '2.5']) {
      const parsed = platformAuditTrailFiltersSchema.safeParse({ company_id: companyId });
      expect(parsed.success, companyId).toBe(false);
      expect(parsed.error?.issues[0]?.path, companyId).toEqual(['company_id']);
    }
  });

  it('keeps the rule on the order of the days', () => {
    const parsed = platformAuditTrailFiltersSchema.safeParse({
      company_id: '3',
      from: '2026-05-02',
      to: '2026-05-01',
    });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: auditTrailProblems.rangeReversed,
    });
  });
});

describe('auditTrailExportFields', () => {
  const exportSchema = z.object(auditTrailExportFields);

  it('takes CSV in one of the product languages', () => {
    expect(exportSchema.parse({ format: 'csv', lang: 'pt' })).toEqual({
      format: 'csv',
      lang: 'pt',
    });
  });

  it('refuses another format with its own message, and an unknown language', () => {
    const parsed = exportSchema.safeParse({ format: 'xlsx', lang: 'en' });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['format'],
      message: auditTrailProblems.formatInvalid,
    });
    expect(exportSchema.safeParse({ format: 'csv', lang: 'fr' }).error?.issues[0]?.path).toEqual([
      'lang',
    ]);
    expect(exportSchema.safeParse({ lang: 'en' }).success).toBe(false);
  });
});

describe('resultReadKindOf', () => {
  it('answers the kind of read of every read action', () => {
    for (const [kind, action] of Object.entries(resultReadActions)) {
      expect(resultReadKindOf(action), action).toBe(kind);
    }
  });

  it('answers null for an action that is no read of results', () => {
    for (const action of ['company.role_changed', 'audit.exported', 'resultPage', '']) {
      expect(resultReadKindOf(action), action).toBeNull();
    }
  });
});
