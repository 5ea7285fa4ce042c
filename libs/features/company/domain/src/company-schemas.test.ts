import { describe, expect, it } from 'vitest';
import { availableLicences, mayInviteWithRole } from './company-rules';
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
    expect(parsed).toEqual({ guest: 'a@b.co', role: 'employee', lang: 'en' });
    expect(inviteSchema.safeParse({ guest: 'a@b.co', role: 'boss' }).success).toBe(false);
  });
});

describe('company rules', () => {
  it('lets only administrators invite administrators', () => {
    expect(mayInviteWithRole('manager', 'admin')).toBe(false);
    expect(mayInviteWithRole('manager', 'employee')).toBe(true);
    expect(mayInviteWithRole('admin', 'admin')).toBe(true);
    expect(mayInviteWithRole('platformAdmin', 'admin')).toBe(true);
  });

  it('counts available licences without going below zero', () => {
    expect(availableLicences({ licences: 5, grantedLicences: 2 })).toBe(3);
    expect(availableLicences({ licences: 1, grantedLicences: 4 })).toBe(0);
  });
});
