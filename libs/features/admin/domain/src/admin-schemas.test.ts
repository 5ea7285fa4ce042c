import { describe, expect, it } from 'vitest';
import {
  addLicencesSchema,
  createCompanyFormSchema,
  searchTermSchema,
  sendMailSchema,
  updatePlatformAdminSchema,
} from './admin-schemas';
import { licencesAfterAdding, licencesAfterRevoking, maximumLicences } from './licence-rules';

const mail = { subject: 'News', messageEN: 'Hi', messageES: 'Hola', messagePT: 'Olá' };

describe('admin schemas', () => {
  it('refuses a search term under 3 characters', () => {
    expect(searchTermSchema.safeParse(' ab ').success).toBe(false);
    expect(searchTermSchema.parse(' abc ')).toBe('abc');
  });

  it('parses a licence count typed as text and refuses fractions, zero and words', () => {
    expect(addLicencesSchema.parse({ company_id: 4, licensesNumber: '12' })).toEqual({
      company_id: 4,
      licensesNumber: 12,
    });
    for (const licenceCount of [0, -1, 1.5, 'ten', '', '1e3']) {
      expect(
        addLicencesSchema.safeParse({ company_id: 1, licensesNumber: licenceCount }).success,
      ).toBe(false);
    }
  });

  it('lets counts above the maximum through for the service to answer 422', () => {
    expect(
      addLicencesSchema.safeParse({ company_id: 1, licensesNumber: maximumLicences + 1 }).success,
    ).toBe(true);
  });

  it('needs the administrator e-mail confirmed by a second entry', () => {
    const form = {
      name: 'Initech',
      email: 'hello@initech.example',
      adminEmail: 'boss@initech.example',
      lang: 'en',
    };
    expect(
      createCompanyFormSchema.safeParse({ ...form, adminEmailConfirmation: 'Boss@initech.example' })
        .success,
    ).toBe(true);
    const mismatch = createCompanyFormSchema.safeParse({
      ...form,
      adminEmailConfirmation: 'bos@initech.example',
    });
    expect(mismatch.error?.issues[0]?.path).toEqual(['adminEmailConfirmation']);
  });

  it('needs an address unless the mail goes to every user', () => {
    expect(sendMailSchema.safeParse({ ...mail, emailArray: [] }).success).toBe(false);
    expect(sendMailSchema.safeParse({ ...mail, emailAll: true }).success).toBe(true);
    expect(sendMailSchema.safeParse({ ...mail, emailArray: ['not-an-address'] }).success).toBe(
      false,
    );
    expect(
      sendMailSchema.safeParse({ ...mail, emailArray: ['a@b.example'], subject: '' }).success,
    ).toBe(false);
  });

  it('needs a name or a notifications flag to update an admin', () => {
    expect(updatePlatformAdminSchema.safeParse({}).success).toBe(false);
    expect(updatePlatformAdminSchema.safeParse({ notifications: true }).success).toBe(true);
  });
});

describe('licence rules', () => {
  it('refuses a sum above the maximum, also by one', () => {
    expect(licencesAfterAdding(maximumLicences - 1, 1)).toBe(maximumLicences);
    expect(licencesAfterAdding(maximumLicences, 1)).toBe('aboveMaximum');
    expect(licencesAfterAdding(0, maximumLicences + 1)).toBe('aboveMaximum');
  });

  it('refuses to revoke more than held', () => {
    expect(licencesAfterRevoking(5, 5)).toBe(0);
    expect(licencesAfterRevoking(5, 6)).toBe('moreThanHeld');
  });
});
