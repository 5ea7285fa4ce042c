import { languages, type Language } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import {
  buildLink,
  mailKinds,
  renderMail,
  resolvePublicUrl,
  validateMailMessage,
  type MailData,
  type MailKind,
  type MailMessage,
} from '../src';

const hostile = `<script>alert("x")</script> & 'quotes'`;
const link = 'https://facet.example/register/abc?x=1&y=2';

/** One message of every kind, with a hostile value wherever a person's text goes. */
const sampleData: MailData = {
  registration: { name: hostile, link },
  invitation: { name: hostile, companyName: hostile, inviterName: hostile, link, role: 'manager' },
  'invitation-reminder': { companyName: hostile, link, expiresOn: hostile },
  'assessment-reminder': { companyName: hostile, name: hostile, link },
  'application-confirmation': {
    name: hostile,
    companyName: hostile,
    positionName: hostile,
    link,
    validHours: '48',
  },
  'password-reset': { link },
  'admin-password-reset': { link },
  'security-notice': { event: 'recovery-code-used' },
  'admin-broadcast': { subject: `Hello ${hostile}`, body: `${hostile}\n\nSecond paragraph` },
  'data-rights-update': { requestNumber: hostile, status: 'inProgress', link },
  'admin-notification': { subject: `New ${hostile}`, body: hostile, link },
  'candidate-retention-notice': {
    name: hostile,
    companyName: hostile,
    erasesOn: hostile,
    months: '12',
    link,
  },
};

function sample<K extends MailKind>(kind: K, lang: Language): MailMessage<K> {
  return { kind, to: 'ana@example.com', lang, data: sampleData[kind] };
}

describe('mail templates', () => {
  for (const kind of mailKinds) {
    for (const lang of languages) {
      it(`renders ${kind} in ${lang} with every placeholder filled and the HTML escaped`, () => {
        const mail = renderMail(validateMailMessage(sample(kind, lang)));
        expect(mail.subject.trim()).not.toBe('');
        expect(mail.text).not.toMatch(/[{}]/);
        expect(mail.html).toContain(`<html lang="${lang}">`);
        expect(mail.html).not.toContain('<script>');
        expect(mail.html).not.toContain(`'quotes'`);
        if ('link' in sampleData[kind]) {
          expect(mail.text).toContain(link);
          expect(mail.html).toContain(`href="https://facet.example/register/abc?x=1&amp;y=2"`);
        }
        const humanText = mail.html.replace(/<[^>]+>/g, '');
        expect(humanText).not.toMatch(/[{}]/);
      });
    }
  }

  it('keeps hostile values as visible text in the HTML part', () => {
    const mail = renderMail(sample('invitation', 'en'));
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;');
    expect(mail.text).toContain(hostile);
  });

  it('writes each language in its own words', () => {
    const subjects = languages.map((lang) => renderMail(sample('password-reset', lang)).subject);
    expect(subjects).toEqual([
      'Reset your Facet password',
      'Restablece tu contraseña de Facet',
      'Redefinir a senha da Facet',
    ]);
  });

  it('names the invited role in the recipient language', () => {
    const spanish = renderMail({
      ...sample('invitation', 'es'),
      data: { ...sampleData.invitation, role: 'employee' },
    });
    expect(spanish.text).toContain('con el rol de empleado');
    const portuguese = renderMail(sample('invitation', 'pt'));
    expect(portuguese.text).toContain('com a função de gestor');
  });

  it('shows a data-rights status by its label, "new" as sent', () => {
    const mail = renderMail({
      ...sample('data-rights-update', 'en'),
      data: { requestNumber: '42', status: 'new', link },
    });
    expect(mail.subject).toBe('Update on your data-rights request no. 42');
    expect(mail.text).toContain('Its status is now: Sent.');
  });

  it('greets by name only when the name is known', () => {
    const named = renderMail({ ...sample('registration', 'en'), data: { name: 'Ana', link } });
    const unnamed = renderMail({ ...sample('registration', 'en'), data: { link } });
    expect(named.text.startsWith('Hello Ana,')).toBe(true);
    expect(unnamed.text.startsWith('Hello,')).toBe(true);
  });

  it('refuses a link that is not an absolute web address', () => {
    expect(() =>
      validateMailMessage({
        ...sample('password-reset', 'en'),
        data: { link: 'javascript:alert(1)' },
      }),
    ).toThrow(/data\.link/);
  });

  it('refuses a subject with a line break, which would inject a header', () => {
    expect(() =>
      validateMailMessage({
        ...sample('admin-broadcast', 'en'),
        data: { subject: 'Hi\r\nBcc: everyone@example.com', body: 'x' },
      }),
    ).toThrow(/single line/);
  });

  it('refuses a recipient that is not an e-mail address', () => {
    expect(() => validateMailMessage({ ...sample('password-reset', 'en'), to: 'nobody' })).toThrow(
      /to must be an e-mail address/,
    );
  });
});

describe('mail links', () => {
  it('builds links under the public URL, keeping its base path', () => {
    expect(buildLink('https://facet.example', '/set-password/abc')).toBe(
      'https://facet.example/set-password/abc',
    );
    expect(buildLink('https://example.com/facet/', '/login')).toBe(
      'https://example.com/facet/login',
    );
  });

  it('refuses a path that could leave the product', () => {
    expect(() => buildLink('https://facet.example', '//evil.example/x')).toThrow();
    expect(() => buildLink('https://facet.example', 'https://evil.example')).toThrow();
  });

  it('falls back to this machine when PUBLIC_URL is unset', () => {
    expect(resolvePublicUrl({ PORT: 8080 })).toBe('http://localhost:8080');
    expect(resolvePublicUrl({ PUBLIC_URL: 'https://facet.example', PORT: 8080 })).toBe(
      'https://facet.example',
    );
  });
});
