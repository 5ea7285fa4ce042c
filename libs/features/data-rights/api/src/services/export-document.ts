import type { RequestLanguage } from '@facet/data-rights-domain';
import type { PersonalDataExport } from './personal-data-export';

const labels: Record<
  RequestLanguage,
  { title: string; intro: string; generated: string; empty: string }
> = {
  en: {
    title: 'Your personal data held by Facet',
    intro:
      'This document lists every record Facet holds about you, table by table, as stored. Passwords and sign-in secrets are not shown.',
    generated: 'Generated on',
    empty: 'No records.',
  },
  es: {
    title: 'Tus datos personales en Facet',
    intro:
      'Este documento recoge cada registro que Facet guarda sobre ti, tabla por tabla, tal como está guardado. No se muestran contraseñas ni secretos de acceso.',
    generated: 'Generado el',
    empty: 'Sin registros.',
  },
  pt: {
    title: 'Os seus dados pessoais no Facet',
    intro:
      'Este documento reúne cada registro que o Facet guarda sobre você, tabela por tabela, tal como está guardado. Senhas e segredos de acesso não são mostrados.',
    generated: 'Gerado em',
    empty: 'Nenhum registro.',
  },
};

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The access document: a self-contained, printable HTML page (the browser's "Save as PDF" makes
 * the PDF), so no rendering service is needed to answer an access request.
 */
export function exportDocumentHtml(data: PersonalDataExport, lang: RequestLanguage): string {
  const text = labels[lang];
  const sections = Object.entries(data.tables).map(([table, rows]) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    const body =
      rows.length === 0
        ? `<p>${escapeHtml(text.empty)}</p>`
        : `<table><thead><tr>${columns.map((column) => `<th>${escapeHtml(column)}</th>`).join('')}</tr></thead><tbody>${rows
            .map(
              (row) =>
                `<tr>${columns.map((column) => `<td>${escapeHtml(cellText(row[column]))}</td>`).join('')}</tr>`,
            )
            .join('')}</tbody></table>`;
    return `<section><h2>${escapeHtml(table)}</h2>${body}</section>`;
  });
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(text.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;font-size:12px;margin-bottom:1.5rem}th,td{border:1px solid #999;padding:4px 6px;text-align:left;vertical-align:top;word-break:break-word}</style>
</head><body><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.intro)}</p>
<p>${escapeHtml(text.generated)} ${escapeHtml(data.generatedAt)}</p>
${sections.join('\n')}
</body></html>`;
}
