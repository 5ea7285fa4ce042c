import { describe, expect, it } from 'vitest';
import { licenceCounts, mayInviteWithRole } from './company-rules';
import {
  companyNameSchema,
  inviteSchema,
  toggleLicenceSchema,
  updateCompanySchema,
} from './company-schemas';

describe('company schemas', () => {
  it('refuses an empty company name and one with symbols', () => {
    expect(companyNameSchema.safeParse('  ').success).toBe(false);
    expect(companyNameSchema.safeParse('Acme <script>').success).toBe(false);
    expect(companyNameSchema.safeParse('Smith & Sons, Ltd.').success).toBe(true);
  });

  it('lower-cases the company e-mail and refuses an invalid one', () => {
    expect(updateCompanySchema.parse({ name: 'Acme', email: 'Hi@Acme.Example' }).email).toBe(
      'hi@acme.example',
    );
    expect(updateCompanySchema.safeParse({ name: 'Acme', email: 'acme' }).success).toBe(false);
  });

  it('accepts only yes and no as a licence toggle', () => {
    expect(toggleLicenceSchema.safeParse({ email: 'a@b.co', newLicenseState: 'yes' }).success).toBe(
      true,
    );
    expect(
      toggleLicenceSchema.safeParse({ email: 'a@b.co', newLicenseState: 'inProgress' }).success,
    ).toBe(false);
  });

  it('keeps the contract fields of an invite but needs only guest and role', () => {
    const parsed = inviteSchema.parse({ guest: 'A@B.co', role: 'employee' });
    expect(parsed).toEqual({ guest: 'a@b.co', role: 'employee', lang: 'en', assignLicense: true });
    expect(inviteSchema.safeParse({ guest: 'a@b.co', role: 'boss' }).success).toBe(false);
    expect(
      inviteSchema.parse({ guest: 'a@b.co', role: 'employee', assignLicense: false }).assignLicense,
    ).toBe(false);
    expect(
      inviteSchema.safeParse({ guest: 'a@b.co', role: 'employee', assignLicense: 'no' }).success,
    ).toBe(false);
  });
});

describe('company rules', () => {
  it('lets only administrators invite administrators', () => {
    expect(mayInviteWithRole('manager', 'admin')).toBe(false);
    expect(mayInviteWithRole('manager', 'employee')).toBe(true);
    expect(mayInviteWithRole('admin', 'admin')).toBe(true);
    expect(mayInviteWithRole('platformAdmin', 'admin')).toBe(true);
  });

  it('counts every licence against the purchased total, unspent plus used', () => {
    expect(licenceCounts({ unspent: 21, used: 4, assigned: 3, heldByInvitations: 2 })).toEqual({
      purchased: 25,
      available: 16,
      assigned: 3,
      heldByInvitations: 2,
      used: 4,
    });
  });

  it('never counts available licences below zero, even after a revocation', () => {
    expect(
      licenceCounts({ unspent: 1, used: 0, assigned: 4, heldByInvitations: 1 }).available,
    ).toBe(0);
  });
});
