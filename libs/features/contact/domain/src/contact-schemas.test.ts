import { requestFieldErrorsOf, requestFieldProblems } from '@facet/data-rights-domain';
import { describe, expect, it } from 'vitest';
import { contactRequestSchema, contactSearchQuerySchema } from './contact-schemas';

const valid = {
  name: 'Vera Visitor',
  email: 'vera@visitor.example',
  phone_prefix: '+34',
  phone: '600123456',
  lang: 'es',
  message: 'We would like a demo.',
};

describe('contactRequestSchema', () => {
  it('accepts a complete form', () => {
    expect(contactRequestSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses a prefix without + or with more than 4 digits', () => {
    for (const phone_prefix of ['34', '+12345', '']) {
      expect(requestFieldErrorsOf(contactRequestSchema, { ...valid, phone_prefix })).toHaveProperty(
        'phone_prefix',
      );
    }
  });

  it('refuses a phone of fewer than 6 or more than 15 digits', () => {
    expect(requestFieldErrorsOf(contactRequestSchema, { ...valid, phone: '12345' }).phone).toBe(
      requestFieldProblems.phoneInvalid,
    );
    expect(
      requestFieldErrorsOf(contactRequestSchema, { ...valid, phone: '1'.repeat(16) }).phone,
    ).toBe(requestFieldProblems.phoneInvalid);
  });

  it('refuses an empty message and one over 600 characters', () => {
    expect(requestFieldErrorsOf(contactRequestSchema, { ...valid, message: ' ' }).message).toBe(
      requestFieldProblems.required,
    );
    expect(
      requestFieldErrorsOf(contactRequestSchema, { ...valid, message: 'x'.repeat(601) }).message,
    ).toBe(requestFieldProblems.messageTooLong);
  });
});

describe('contactSearchQuerySchema', () => {
  it('needs at least 3 characters', () => {
    expect(contactSearchQuerySchema.safeParse({ searchTerm: 've' }).success).toBe(false);
    expect(contactSearchQuerySchema.parse({ searchTerm: 'ver' }).includeInactive).toBe(false);
  });
});
