import { describe, expect, it } from 'vitest';
import { dataRightsRequestSchema, rectificationPayloadSchema } from './data-rights-schemas';
import { requestFieldErrorsOf, requestFieldProblems } from './request-fields';

const valid = {
  name: 'Erin Employee',
  email: 'Erin@Acme.example',
  right: 'access',
  message: 'Please send me my data.',
  lang: 'en',
};

describe('dataRightsRequestSchema', () => {
  it('accepts a request without phone or entity for access and lower-cases the e-mail', () => {
    const parsed = dataRightsRequestSchema.parse(valid);
    expect(parsed.email).toBe('erin@acme.example');
    expect(parsed.phone).toBeUndefined();
  });

  it('refuses a name with digits or symbols and one over 45 characters', () => {
    expect(requestFieldErrorsOf(dataRightsRequestSchema, { ...valid, name: 'R2D2' }).name).toBe(
      requestFieldProblems.nameInvalid,
    );
    expect(
      requestFieldErrorsOf(dataRightsRequestSchema, { ...valid, name: 'a'.repeat(46) }).name,
    ).toBe(requestFieldProblems.nameTooLong);
  });

  it('needs an entity for portability, suppression and rectification', () => {
    for (const right of ['portability', 'suppression', 'rectification']) {
      expect(requestFieldErrorsOf(dataRightsRequestSchema, { ...valid, right }).entity).toBe(
        requestFieldProblems.entityRequired,
      );
    }
    expect(
      dataRightsRequestSchema.safeParse({ ...valid, right: 'suppression', entity: 'company' })
        .success,
    ).toBe(true);
  });

  it('needs a right and details of at most 600 characters', () => {
    const errors = requestFieldErrorsOf(dataRightsRequestSchema, {
      ...valid,
      right: '',
      message: 'x'.repeat(601),
    });
    expect(errors).toMatchObject({
      right: requestFieldProblems.rightRequired,
      message: requestFieldProblems.messageTooLong,
    });
  });

  it('checks a given phone for 6 to 15 digits', () => {
    expect(requestFieldErrorsOf(dataRightsRequestSchema, { ...valid, phone: '12345' }).phone).toBe(
      requestFieldProblems.phoneInvalid,
    );
    expect(dataRightsRequestSchema.parse({ ...valid, phone: '600 123 456' }).phone).toBe(
      '600123456',
    );
  });
});

describe('rectificationPayloadSchema', () => {
  it('needs a new name or e-mail', () => {
    expect(rectificationPayloadSchema.safeParse({}).success).toBe(false);
    expect(rectificationPayloadSchema.safeParse({ name: 'Erin Smith' }).success).toBe(true);
  });
});
