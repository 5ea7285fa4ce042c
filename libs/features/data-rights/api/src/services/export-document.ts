import { lightThemeColours as colours, type Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import type { PersonalDataExport } from './personal-data-export';

const labels: Record<
  Language,
  {
    title: string;
    intro: string;
    preparedFor: string;
    generated: string;
    records: (count: number) => string;
  }
> = {
  en: {
    title: 'Your personal data held by Facet',
    intro:
      'This document lists every record Facet holds about you, table by table, as stored. Passwords and sign-in secrets are not shown.',
    preparedFor: 'Prepared for',
    generated: 'Generated on',
    records: (count) => (count === 1 ? '1 record' : `${count} records`),
  },
  es: {
    title: 'Tus datos personales en Facet',
    intro:
      'Este documento recoge cada registro que Facet guarda sobre ti, tabla por tabla, tal como está guardado. No se muestran contraseñas ni secretos de acceso.',
    preparedFor: 'Preparado para',
    generated: 'Generado el',
    records: (count) => (count === 1 ? '1 registro' : `${count} registros`),
  },
  pt: {
    title: 'Seus dados pessoais no Facet',
    intro:
      'Este documento reúne cada registro que o Facet guarda sobre você, tabela por tabela, tal como está guardado. Senhas e segredos de acesso não são mostrados.',
    preparedFor: 'Preparado para',
    generated: 'Gerado em',
    records: (count) => (count === 1 ? '1 registro' : `${count} registros`),
  },
};

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  // What is left of a row's value is a string, number, boolean or bigint.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string
  return String(value);
}

/**
 * Who the document is about, named at its top so a printed copy cannot be mistaken: the person's
 * account row, or the company's row for a company export.
 */
function subjectLine(data: PersonalDataExport): string {
  const [subject] = data.tables[data.subject === 'employee' ? 'users' : 'companies'] ?? [];
  return subject ? `${cellText(subject['name'])} (${cellText(subject['email'])})` : '';
}

/**
 * The access document's page, printed to PDF by the shared renderer. Each record is a block of
 * column/value lines rather than one wide table row: tables such as the requests have a dozen
 * columns, which an A4 page cannot show side by side. Every stored value is escaped: names,
 * messages and thread bodies are typed by people.
 */
export function exportDocumentHtml(data: PersonalDataExport, lang: Language): string {
  const text = labels[lang];
  const sections = Object.entries(data.tables).map(([table, rows]) => {
    const records = rows.map((row) => {
      const lines = Object.entries(row).map(
        ([column, value]) =>
          `<tr><th>${escapeHtml(column)}</th><td>${escapeHtml(cellText(value))}</td></tr>`,
      );
      return `<table>${lines.join('')}</table>`;
    });
    return `<section><h2>${escapeHtml(table)} <small>${escapeHtml(text.records(rows.length))}</small></h2>${records.join('')}</section>`;
  });
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(text.title)}</title>
<style>
  body { font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif; font-size: 9.5pt; color: ${colours.text}; margin: 0; }
  h1 { font-size: 17pt; margin: 0 0 6pt; }
  h2 { font-size: 12pt; margin: 16pt 0 6pt; break-after: avoid; }
  h2 small { font-weight: normal; color: ${colours.textSecondary}; font-size: 9pt; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 8pt; break-inside: avoid; }
  th, td { border: 1px solid ${colours.border}; padding: 3pt 5pt; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  th { width: 28%; background: ${colours.background}; font-weight: 600; }
</style>
</head><body><h1>${escapeHtml(text.title)}</h1>
<p>${escapeHtml(text.preparedFor)}: ${escapeHtml(subjectLine(data))}</p>
<p>${escapeHtml(text.intro)}</p>
<p>${escapeHtml(text.generated)} ${escapeHtml(data.generatedAt)}</p>
${sections.join('\n')}
</body></html>`;
}
