import { scales, type ProtocolValidity, type ScaleScores } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import { printedPageHtml, printFontFamily } from '@facet/reports-api';
import { scaleName } from '@facet/reports-domain';

/** Wording of the company's document of an invalid protocol, in every language of the product. */
const withheldLabels: Record<
  Language,
  { title: string; notice: string; flags: string; scale: string; rawScore: string }
> = {
  en: {
    title: 'Personality report withheld',
    notice:
      'These answers do not pass the protocol validity checks, so they cannot be read as a description of this person: no levels, percentiles or narrative are shown. Only the raw scores follow. You can grant one retake without a new licence.',
    flags: 'Checks not passed',
    scale: 'Scale',
    rawScore: 'Raw score',
  },
  es: {
    title: 'Informe de personalidad no emitido',
    notice:
      'Estas respuestas no superan las comprobaciones de validez del protocolo, así que no pueden leerse como una descripción de esta persona: no se muestran niveles, percentiles ni texto. Solo siguen las puntuaciones brutas. Puedes conceder una repetición sin gastar una nueva licencia.',
    flags: 'Comprobaciones no superadas',
    scale: 'Escala',
    rawScore: 'Puntuación bruta',
  },
  pt: {
    title: 'Relatório de personalidade não emitido',
    notice:
      'Estas respostas não passam nas verificações de validade do protocolo, por isso não podem ser lidas como uma descrição desta pessoa: não são mostrados níveis, percentis nem texto. Seguem apenas as pontuações brutas. Você pode conceder uma nova tentativa sem gastar outra licença.',
    flags: 'Verificações não aprovadas',
    scale: 'Escala',
    rawScore: 'Pontuação bruta',
  },
};

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
  const labels = withheldLabels[document.lang];
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
