import { describe, expect, it } from 'vitest';
import { companyTrailExportPath, platformTrailExportPath } from './audit-trail-endpoints';
import { datesReversed, trailSearchParams } from './trail-filters';

describe('trailSearchParams', () => {
  it('sends the filters typed, trimmed, and leaves the empty ones out', () => {
    const params = new URLSearchParams(
      trailSearchParams({ actor: '  alicia@acme.example ', person: '   ', action: 'result.read' }),
    );
    expect([...params]).toEqual([
      ['actor', 'alicia@acme.example'],
      ['action', 'result.read'],
    ]);
  });

  it('names the company filter as the API does, and adds the extra parameters', () => {
    const params = new URLSearchParams(
      trailSearchParams({ companyId: '3', from: '2026-01-01' }, { page: '2', pageSize: '25' }),
    );
    expect(Object.fromEntries(params)).toEqual({
      from: '2026-01-01',
      company_id: '3',
      page: '2',
      pageSize: '25',
    });
  });

  it('escapes what an address may hold', () => {
    expect(trailSearchParams({ person: 'ana+trail@acme.example' })).toBe(
      'person=ana%2Btrail%40acme.example',
    );
  });

  it('answers nothing for no filters', () => {
    expect(trailSearchParams({})).toBe('');
  });
});

describe('datesReversed', () => {
  it('is true only when both days are set and the last comes first', () => {
    expect(datesReversed({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(datesReversed({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(datesReversed({ from: '2026-03-01', to: '2026-03-02' })).toBe(false);
    expect(datesReversed({ from: '2026-03-02' })).toBe(false);
    expect(datesReversed({ to: '2026-03-01' })).toBe(false);
  });

  it('compares across months and years as days, not as numbers', () => {
    expect(datesReversed({ from: '2026-10-01', to: '2026-09-30' })).toBe(true);
    expect(datesReversed({ from: '2025-12-31', to: '2026-01-01' })).toBe(false);
  });
});

describe('the download paths', () => {
  it("leave a company filter out of the company's own download", () => {
    expect(companyTrailExportPath({ companyId: '9', action: 'audit.exported' }, 'es')).toBe(
      '/companies/audit-trail/export?action=audit.exported&format=csv&lang=es',
    );
  });

  it("keep the company filter in the platform's download", () => {
    expect(platformTrailExportPath({ companyId: '9' }, 'pt')).toBe(
      '/admin/audit-trail/export?company_id=9&format=csv&lang=pt',
    );
  });
});
