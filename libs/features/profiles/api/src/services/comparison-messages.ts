import { defineCatalogue } from '@facet/platform-i18n';

/** Wording of the comparison with a profile at the end of the manager's PDF, in every language. */
export const comparisonMessages = defineCatalogue('pdf.profileComparison', {
  title: {
    en: 'Comparison with the profile "{profile}"',
    es: 'Comparación con el perfil «{profile}»',
    pt: 'Comparação com o perfil «{profile}»',
  },
  noRanges: {
    en: 'The profile sets no ranges.',
    es: 'El perfil no define rangos.',
    pt: 'O perfil não define faixas.',
  },
  scale: { en: 'Scale', es: 'Escala', pt: 'Escala' },
  score: { en: 'Score', es: 'Puntuación', pt: 'Pontuação' },
  percentile: { en: 'Percentile', es: 'Percentil', pt: 'Percentil' },
  range: { en: 'Profile range', es: 'Rango del perfil', pt: 'Faixa do perfil' },
  rangePercentiles: {
    en: 'Range in percentiles',
    es: 'Rango en percentiles',
    pt: 'Faixa em percentis',
  },
  position: { en: 'Position', es: 'Posición', pt: 'Posição' },
  inside: { en: 'Inside', es: 'Dentro', pt: 'Dentro' },
  borderline: {
    en: 'Borderline (within the margin of error)',
    es: 'En el límite (dentro del margen de error)',
    pt: 'No limite (dentro da margem de erro)',
  },
  below: { en: 'Below', es: 'Por debajo', pt: 'Abaixo' },
  above: { en: 'Above', es: 'Por encima', pt: 'Acima' },
  /** Why a scale is not counted; `countedIn` names the scales that count its answers. */
  leftOutFacetsSet: {
    en: 'not counted in fit: its facets are set ({countedIn})',
    es: 'no cuenta en el ajuste: sus facetas están definidas ({countedIn})',
    pt: 'não conta no ajuste: suas facetas estão definidas ({countedIn})',
  },
  leftOutDomainSet: {
    en: 'not counted in fit: a copy of {countedIn}, which the profile also sets',
    es: 'no cuenta en el ajuste: es copia de {countedIn}, que el perfil también define',
    pt: 'não conta no ajuste: é cópia de {countedIn}, que o perfil também define',
  },
  leftOutSourcesCounted: {
    en: 'not counted in fit: it shares answers with scales that count ({countedIn})',
    es: 'no cuenta en el ajuste: comparte respuestas con escalas que sí cuentan ({countedIn})',
    pt: 'não conta no ajuste: compartilha respostas com escalas que contam ({countedIn})',
  },
});
