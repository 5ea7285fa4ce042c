import { percentileOfRaw, type NormSet } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { escapeHtml } from '@facet/platform-security';
import type { LeftOutReason, ProfileFit, ScaleFit } from '@facet/reports-domain';
import { scaleName } from '@facet/reports-domain';

const labels: Record<
  Language,
  {
    title: (profile: string) => string;
    noRanges: string;
    scale: string;
    score: string;
    percentile: string;
    range: string;
    rangePercentiles: string;
    position: string;
    inside: string;
    borderline: string;
    /** Why a scale is not counted, given the names of the scales that count its answers. */
    leftOut: Record<LeftOutReason, (countedIn: string) => string>;
    below: string;
    above: string;
  }
> = {
  en: {
    title: (profile) => `Comparison with the profile "${profile}"`,
    noRanges: 'The profile sets no ranges.',
    scale: 'Scale',
    score: 'Score',
    percentile: 'Percentile',
    range: 'Profile range',
    rangePercentiles: 'Range in percentiles',
    position: 'Position',
    inside: 'Inside',
    borderline: 'Borderline (within the margin of error)',
    leftOut: {
      facets_set: (countedIn) => `not counted in fit: its facets are set (${countedIn})`,
      domain_set: (countedIn) =>
        `not counted in fit: a copy of ${countedIn}, which the profile also sets`,
      sources_counted: (countedIn) =>
        `not counted in fit: it shares answers with scales that count (${countedIn})`,
    },
    below: 'Below',
    above: 'Above',
  },
  es: {
    title: (profile) => `Comparación con el perfil «${profile}»`,
    noRanges: 'El perfil no define rangos.',
    scale: 'Escala',
    score: 'Puntuación',
    percentile: 'Percentil',
    range: 'Rango del perfil',
    rangePercentiles: 'Rango en percentiles',
    position: 'Posición',
    inside: 'Dentro',
    borderline: 'En el límite (dentro del margen de error)',
    leftOut: {
      facets_set: (countedIn) =>
        `no cuenta en el ajuste: sus facetas están definidas (${countedIn})`,
      domain_set: (countedIn) =>
        `no cuenta en el ajuste: es copia de ${countedIn}, que el perfil también define`,
      sources_counted: (countedIn) =>
        `no cuenta en el ajuste: comparte respuestas con escalas que sí cuentan (${countedIn})`,
    },
    below: 'Por debajo',
    above: 'Por encima',
  },
  pt: {
    title: (profile) => `Comparação com o perfil «${profile}»`,
    noRanges: 'O perfil não define faixas.',
    scale: 'Escala',
    score: 'Pontuação',
    percentile: 'Percentil',
    range: 'Faixa do perfil',
    rangePercentiles: 'Faixa em percentis',
    position: 'Posição',
    inside: 'Dentro',
    borderline: 'No limite (dentro da margem de erro)',
    leftOut: {
      facets_set: (countedIn) => `não conta no ajuste: suas facetas estão definidas (${countedIn})`,
      domain_set: (countedIn) =>
        `não conta no ajuste: é cópia de ${countedIn}, que o perfil também define`,
      sources_counted: (countedIn) =>
        `não conta no ajuste: compartilha respostas com escalas que contam (${countedIn})`,
    },
    below: 'Abaixo',
    above: 'Acima',
  },
};

/**
 * The comparison section the manager's PDF adds to the end of the report: one row per scale the
 * profile sets, with the score and the range both in raw points (as profiles store them) and in
 * percentiles of the result's norms (as the charts draw them). The fit itself leads the PDF after
 * its cover (decisionHtml), as one number: the ranking's fit score.
 */
export function comparisonHtml(
  profileName: string,
  fit: ProfileFit,
  language: Language,
  norms: NormSet,
) {
  const words = labels[language];
  const rows = fit.scales
    .map(
      (scale) =>
        `<tr><td>${escapeHtml(scaleName(scale.scale, language))}</td><td class="num">${scale.score}</td><td class="num">${percentileOfRaw(scale.score, norms.scales[scale.scale])}</td><td class="num">${scale.min}–${scale.max}</td><td class="num">${percentileOfRaw(scale.min, norms.scales[scale.scale])}–${percentileOfRaw(scale.max, norms.scales[scale.scale])}</td><td>${words[scale.position]}${leftOutNote(scale, language)}</td></tr>`,
    )
    .join('\n');
  return `<section class="comparison" style="page-break-before: always">
<h2>${escapeHtml(words.title(profileName))}</h2>
${fit.fitPercentage === null ? `<p>${words.noRanges}</p>` : ''}
<table><thead><tr><th>${words.scale}</th><th>${words.score}</th><th>${words.percentile}</th><th>${words.range}</th><th>${words.rangePercentiles}</th><th>${words.position}</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}

/** " (not counted in fit: …)" after the position of a scale the fit leaves out, escaped. */
function leftOutNote({ leftOut }: ScaleFit, language: Language): string {
  if (!leftOut) return '';
  const countedIn = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    leftOut.countedIn.map((scale) => scaleName(scale, language)),
  );
  return ` (${escapeHtml(labels[language].leftOut[leftOut.reason](countedIn))})`;
}

/** Puts the comparison at the end of the report page, before its closing body tag. */
export function withComparison(reportPage: string, section: string): string {
  const closing = reportPage.lastIndexOf('</body>');
  if (closing === -1) return reportPage + section;
  return reportPage.slice(0, closing) + section + reportPage.slice(closing);
}
