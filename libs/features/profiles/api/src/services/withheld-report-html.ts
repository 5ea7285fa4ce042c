import { scales, type ProtocolValidity, type ScaleScores } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import { printedPageHtml, printFontFamily } from '@facet/platform-print';
import { catalogueFormatter } from '@facet/platform-i18n';
import { withheldReportMessages } from './withheld-report-messages';
import { scaleName } from '@facet/reports-domain';

const formatterFor = catalogueFormatter([withheldReportMessages]);

/**
 * The company's PDF of an invalid protocol: the reason and the raw scores, nothing that reads as
 * a description of the person (issue 19).
 */
export function withheldReportHtml(document: {
  personName: string;
  companyName: string | null;
  scores: ScaleScores;
  validity: ProtocolValidity;
  lang: Language;
}): string {
  const format = formatterFor(document.lang);
  const { messages } = withheldReportMessages;
  const labels = {
    title: format(messages.title),
    notice: format(messages.notice),
    flags: format(messages.flags),
    scale: format(messages.scale),
    rawScore: format(messages.rawScore),
  };
  const rows = scales
    .map(
      (scale) =>
        `<tr><td>${escapeHtml(scaleName(scale, document.lang))}</td><td>${document.scores[scale]}</td></tr>`,
    )
    .join('');
  return printedPageHtml({
    language: document.lang,
    title: labels.title,
    companyName: document.companyName,
    css: `body { font-family: ${printFontFamily}; font-size: 11pt; margin: 24px; }
  td { padding: 2px 12px 2px 0; }`,
    body: `<h1>${escapeHtml(labels.title)}</h1>
<p>${escapeHtml(document.personName)}</p>
<p role="note">${escapeHtml(labels.notice)}</p>
<p>${escapeHtml(labels.flags)}: ${escapeHtml(document.validity.flags.join(', '))}</p>
<table><thead><tr><th>${escapeHtml(labels.scale)}</th><th>${escapeHtml(labels.rawScore)}</th></tr></thead>
<tbody>${rows}</tbody></table>`,
  });
}
