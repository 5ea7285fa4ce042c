import { describe, expect, it } from 'vitest';
import { sessionFieldProblemOf, sessionFieldProblems } from './field-problems';
import { changePasswordFormSchema, fieldErrorsOf, setPasswordFormSchema } from './form-schemas';
import { newPasswordSchema } from './password-rules';
import { changePasswordSchema, loginSchema } from './session-schemas';

function problemsOf(password: string): string[] {
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('newPasswordSchema', () => {
  it('accepts eight characters with an uppercase letter, a lowercase letter and a number', () => {
    expect(problemsOf('Tangerine7')).toEqual([]);
    expect(problemsOf('Ñandú2024x')).toEqual([]);
  });

  it('refuses a password shorter than eight characters', () => {
    expect(problemsOf('Abcde1f')).toEqual([sessionFieldProblems.passwordTooShort]);
  });

  it('names every missing kind of character at once', () => {
    expect(problemsOf('abcdefgh')).toEqual([
      sessionFieldProblems.passwordNeedsUppercase,
      sessionFieldProblems.passwordNeedsDigit,
    ]);
    expect(problemsOf('ABCDEFG1')).toEqual([sessionFieldProblems.passwordNeedsLowercase]);
  });

  it('refuses a common password whatever its case', () => {
    expect(problemsOf('Password1')).toEqual([sessionFieldProblems.passwordTooCommon]);
    expect(problemsOf('qWERTY123')).toEqual([sessionFieldProblems.passwordTooCommon]);
  });

  it('refuses a password longer than 128 characters', () => {
    expect(problemsOf(`Aa1${'x'.repeat(126)}`)).toEqual([sessionFieldProblems.passwordTooLong]);
  });
});

describe('password forms', () => {
  it('reports a confirmation that does not match on the confirmation field', () => {
    expect(
      fieldErrorsOf(setPasswordFormSchema, {
        password: 'Tangerine7',
        confirmPassword: 'Tangerine8',
      }),
    ).toEqual({ confirmPassword: sessionFieldProblems.confirmationMismatch });
  });

  it('refuses a new password equal to the current one, on the server and in the form', () => {
    expect(
      fieldErrorsOf(changePasswordSchema, { password: 'Tangerine7', newPassword: 'Tangerine7' }),
    ).toEqual({ newPassword: sessionFieldProblems.newPasswordSameAsCurrent });
    expect(
      fieldErrorsOf(changePasswordFormSchema, {
        password: 'Tangerine7',
        newPassword: 'Tangerine7',
        confirmPassword: 'Tangerine7',
      }),
    ).toEqual({ newPassword: sessionFieldProblems.newPasswordSameAsCurrent });
  });

  it('lets an old password that breaks today’s rules sign in', () => {
    expect(loginSchema.safeParse({ email: 'a@b.example', password: 'old' }).success).toBe(true);
  });

  it('normalises the e-mail of a login', () => {
    expect(loginSchema.parse({ email: '  Erin@Acme.Example ', password: 'x' }).email).toBe(
      'erin@acme.example',
    );
  });

  it('maps every problem text back to its code for translation', () => {
    for (const [code, text] of Object.entries(sessionFieldProblems)) {
      expect(sessionFieldProblemOf(text)).toBe(code);
    }
    expect(sessionFieldProblemOf('something else')).toBeUndefined();
  });
});
