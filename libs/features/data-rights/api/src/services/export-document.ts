import { catalogueFormatter } from '@facet/platform-i18n';
import { lightThemeColours as colours, type Language } from '@facet/platform-kernel';
import { printedPageHtml, printFontFamily } from '@facet/platform-print';
import { escapeHtml } from '@facet/platform-security';
import { accessDocumentMessages } from './export-document-messages';
import type { PersonalDataExport } from './personal-data-export';

const formatterFor = catalogueFormatter([accessDocumentMessages]);

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

/** A company's copy names the company in every page's footer; a person's names no one. */
function companyNameOf(data: PersonalDataExport): string | null {
  if (data.subject !== 'company') return null;
  const [company] = data.tables['companies'] ?? [];
  return company ? cellText(company['name']) : null;
}

/**
 * The access document's page, printed to PDF by the shared renderer on the shared printed page.
 * Each record is a block of column/value lines rather than one wide table row: tables such as
 * the requests have a dozen columns, which an A4 page cannot show side by side. Every stored
 * value is escaped: names, messages and thread bodies are typed by people.
 */
export function exportDocumentHtml(data: PersonalDataExport, lang: Language): string {
  const format = formatterFor(lang);
  const { messages } = accessDocumentMessages;
  const title = format(messages.title);
  const sections = Object.entries(data.tables).map(([table, rows]) => {
    const records = rows.map((row) => {
      const lines = Object.entries(row).map(
        ([column, value]) =>
          `<tr><th>${escapeHtml(column)}</th><td>${escapeHtml(cellText(value))}</td></tr>`,
      );
      return `<table>${lines.join('')}</table>`;
    });
    const count = format(messages.records, { count: rows.length });
    return `<section><h2>${escapeHtml(table)} <small>${escapeHtml(count)}</small></h2>${records.join('')}</section>`;
  });
  return printedPageHtml({
    language: lang,
    title,
    companyName: companyNameOf(data),
    css: `body { font-family: ${printFontFamily}; font-size: 9.5pt; color: ${colours.text}; margin: 0; }
  h1 { font-size: 17pt; margin: 0 0 6pt; }
  h2 { font-size: 12pt; margin: 16pt 0 6pt; break-after: avoid; }
  h2 small { font-weight: normal; color: ${colours.textSecondary}; font-size: 9pt; }
  table { margin-bottom: 8pt; break-inside: avoid; }
  th, td { border: 1px solid ${colours.border}; padding: 3pt 5pt; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
  th { width: 28%; background: ${colours.background}; font-weight: 600; }`,
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(format(messages.preparedFor))}: ${escapeHtml(subjectLine(data))}</p>
<p>${escapeHtml(format(messages.intro))}</p>
<p>${escapeHtml(format(messages.generated))} ${escapeHtml(data.generatedAt)}</p>
${sections.join('\n')}`,
  });
}
