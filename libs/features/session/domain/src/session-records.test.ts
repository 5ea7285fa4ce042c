import { describe, expect, it } from 'vitest';
import { belongsToCompany, mayOpenCompanyPanel } from './session-records';

describe('what a role opens', () => {
  it('greets every member of a company with its welcome, and nobody else', () => {
    for (const role of ['admin', 'manager', 'employee', 'candidate'] as const) {
      expect(belongsToCompany(role)).toBe(true);
    }
    expect(belongsToCompany('user')).toBe(false);
    expect(belongsToCompany(undefined)).toBe(false);
  });

  it('opens the company panel to administrators and managers only', () => {
    expect(mayOpenCompanyPanel('admin')).toBe(true);
    expect(mayOpenCompanyPanel('manager')).toBe(true);
    expect(mayOpenCompanyPanel('employee')).toBe(false);
    expect(mayOpenCompanyPanel('user')).toBe(false);
  });
});
