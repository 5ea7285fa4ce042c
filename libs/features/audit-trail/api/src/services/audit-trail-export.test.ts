import type { AuditTrailEntry } from '@facet/audit-trail-domain';
import { describe, expect, it } from 'vitest';
import { expectedEnglishTrailHeader, expectedRoleChangeCells } from '../../tests/testing';
import { trailExportOf } from './audit-trail-export';
import { exportedFiltersOf } from './trail-download';

const roleChange: AuditTrailEntry = {
  id: 12,
  at: '2026-11-20T09:12:00.000Z',
  actor: { kind: 'user', id: 1, name: 'Alicia Owner', email: 'alicia@acme.example' },
  action: 'company.role_changed',
  target: 'joao@acme.example',
  person: { id: 4, name: 'Joao Employee', email: 'joao@acme.example' },
  people: [],
  company: { id: 1, name: 'Acme Demo' },
  details: { from: 'employee', to: 'manager' },
};

const automatic: AuditTrailEntry = {
  id: 11,
  at: '2026-11-19T02:00:00.000Z',
  actor: { kind: 'system', id: null, name: null, email: null },
  action: 'retention.purged',
  target: null,
  person: null,
  people: [],
  company: null,
  details: {},
};

describe('trailExportOf', () => {
  it('names the file after the trail and the day, in the reader’s language', () => {
    expect(trailExportOf([], 'en', '2026-11-29').filename).toBe('audit-trail-2026-11-29.csv');
    expect(trailExportOf([], 'es', '2026-11-29').filename).toBe(
      'registro-auditoria-2026-11-29.csv',
    );
    expect(trailExportOf([], 'pt', '2026-11-29').filename).toBe('trilha-auditoria-2026-11-29.csv');
  });

  it('writes a header of eleven columns in every language, and the sheet’s name', () => {
    expect(trailExportOf([], 'en', '2026-11-29').table.header).toEqual(expectedEnglishTrailHeader);
    for (const lang of ['en', 'es', 'pt'] as const) {
      const { table } = trailExportOf([], lang, '2026-11-29');
      expect(table.header, lang).toHaveLength(11);
      expect(table.rows, lang).toEqual([]);
    }
    expect(trailExportOf([], 'pt', '2026-11-29').table).toMatchObject({
      sheetName: 'Trilha de auditoria',
      header: expect.arrayContaining(['Hora (UTC)', 'Ação', 'E-mail da pessoa']),
    });
  });

  it('writes one row per entry, in the order given, cells as stored', () => {
    const { table } = trailExportOf([roleChange, automatic], 'en', '2026-11-29');
    expect(table.rows).toEqual([
      [
        '2026-11-20T09:12:00.000Z',
        ...expectedRoleChangeCells,
        '{"from":"employee","to":"manager"}',
      ],
      [
        '2026-11-19T02:00:00.000Z',
        null,
        null,
        'system',
        'retention.purged',
        null,
        null,
        null,
        '',
        null,
        '{}',
      ],
    ]);
  });

  it('keeps the same cells whatever the language: only the header is translated', () => {
    const english = trailExportOf([roleChange], 'en', '2026-11-29').table.rows;
    const spanish = trailExportOf([roleChange], 'es', '2026-11-29').table.rows;
    expect(spanish).toEqual(english);
  });
});

describe('exportedFiltersOf', () => {
  it('records only the filters given, identities as typed', () => {
    expect(
      exportedFiltersOf({
        actor: { email: 'alicia@acme.example' },
        person: { id: 4 },
        action: undefined,
        from: '2026-01-01',
        to: undefined,
        company_id: undefined,
      }),
    ).toEqual({ actor: { email: 'alicia@acme.example' }, person: { id: 4 }, from: '2026-01-01' });
  });

  it('records no filter as an empty object', () => {
    expect(exportedFiltersOf({})).toEqual({});
  });
});
