import { describe, expect, it } from 'vitest';
import { exportDocumentHtml } from './export-document';
import type { PersonalDataExport } from './personal-data-export';

const personCopy: PersonalDataExport = {
  format: 'facet-personal-data/1',
  generatedAt: '2026-11-29T10:00:00.000Z',
  subject: 'employee',
  tables: {
    users: [{ id: 7, name: 'Erin <b>', email: 'erin@example.com' }],
    contact_requests: [],
  },
};

describe('the data-rights access document', () => {
  it('is a printed page: no request allowed, the confidential numbered footer (D87)', () => {
    const html = exportDocumentHtml(personCopy, 'pt');
    expect(html).toContain("default-src 'none'");
    expect(html).toContain('@bottom-left { content: "Confidencial";');
    expect(html).toContain('"Página " counter(page) " de " counter(pages)');
  });

  it('names the company in the footer of a company’s copy', () => {
    const html = exportDocumentHtml(
      {
        ...personCopy,
        subject: 'company',
        tables: { companies: [{ id: 3, name: 'Acme Demo', email: 'hello@acme.test' }] },
      },
      'en',
    );
    expect(html).toContain('@bottom-left { content: "Confidential \\b7  Acme Demo";');
  });

  it('writes its wording in the reader’s language and escapes every stored value', () => {
    const html = exportDocumentHtml(personCopy, 'es');
    expect(html).toContain('<h1>Tus datos personales en Facet</h1>');
    expect(html).toContain('<p>Preparado para: Erin &lt;b&gt; (erin@example.com)</p>');
    expect(html).toContain('<h2>users <small>1 registro</small></h2>');
    expect(html).toContain('<h2>contact_requests <small>0 registros</small></h2>');
  });
});
