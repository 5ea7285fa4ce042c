import { defineCatalogue } from '@facet/platform-i18n';

/**
 * Every string the scale widgets show or announce. Scale and level names are not here: they come
 * from the report domain (`scaleName`, `levelName`), the one source of those words.
 */
export const scalesCatalogue = defineCatalogue('scales', {
  scoreOfMaximum: {
    en: '{score} / {maximum}',
    es: '{score} / {maximum}',
    pt: '{score} / {maximum}',
  },
  meterValue: {
    en: '{score} of {maximum}',
    es: '{score} de {maximum}',
    pt: '{score} de {maximum}',
  },
  meterLevel: { en: 'level: {level}', es: 'nivel: {level}', pt: 'nível: {level}' },
  meterRange: {
    en: 'profile range {min} to {max}',
    es: 'rango del perfil de {min} a {max}',
    pt: 'faixa do perfil de {min} a {max}',
  },
  rangeLegend: {
    en: 'Profile range {min}–{max}',
    es: 'Rango del perfil {min}–{max}',
    pt: 'Faixa do perfil {min}–{max}',
  },
  domainChartTitle: {
    en: 'Big Five domains and facets',
    es: 'Dominios y facetas de los Cinco Grandes',
    pt: 'Domínios e facetas dos Cinco Grandes',
  },
  penChartTitle: { en: 'PEN scales', es: 'Escalas PEN', pt: 'Escalas PEN' },
  penEstimateNote: {
    en: 'Tough-mindedness (PEN P) is estimated from agreeableness and perseverance facets; it is not a validated P scale.',
    es: 'La dureza de carácter (PEN P) se estima a partir de facetas de amabilidad y perseverancia; no es una escala P validada.',
    pt: 'A dureza de caráter (PEN P) é estimada a partir de facetas de amabilidade e perseverança; não é uma escala P validada.',
  },
  chartAxisPercentile: {
    en: 'Percentile (share of the norm group scoring lower)',
    es: 'Percentil (parte del grupo de referencia con puntuación menor)',
    pt: 'Percentil (parte do grupo de referência com pontuação menor)',
  },
  chartAverageBand: {
    en: 'The shaded band is the average range (percentiles {from} to {to}).',
    es: 'La franja sombreada es el rango medio (percentiles {from} a {to}).',
    pt: 'A faixa sombreada é o intervalo médio (percentis {from} a {to}).',
  },
  chartTooltip: {
    en: 'Percentile {percentile} · score {score} / {maximum} · {level}',
    es: 'Percentil {percentile} · puntuación {score} / {maximum} · {level}',
    pt: 'Percentil {percentile} · pontuação {score} / {maximum} · {level}',
  },
  tableScale: { en: 'Scale', es: 'Escala', pt: 'Escala' },
  tableScore: { en: 'Score', es: 'Puntuación', pt: 'Pontuação' },
  tablePercentile: { en: 'Percentile', es: 'Percentil', pt: 'Percentil' },
  tableLevel: { en: 'Level', es: 'Nivel', pt: 'Nível' },
  notAvailable: { en: 'Not available', es: 'No disponible', pt: 'Não disponível' },
  noScores: {
    en: 'There are no scores to show yet.',
    es: 'Todavía no hay puntuaciones para mostrar.',
    pt: 'Ainda não há pontuações para mostrar.',
  },
  editorPenGroup: { en: 'PEN scales', es: 'Escalas PEN', pt: 'Escalas PEN' },
  editorIntro: {
    en: 'Give a minimum and a maximum for each scale the position needs, or leave both empty. Domains and PEN scales go from 0 to 192, facets from 0 to 32.',
    es: 'Indica un mínimo y un máximo para cada escala que el puesto necesite, o deja ambos vacíos. Los dominios y las escalas PEN van de 0 a 192; las facetas, de 0 a 32.',
    pt: 'Informe um mínimo e um máximo para cada escala de que o cargo precisa, ou deixe ambos vazios. Os domínios e as escalas PEN vão de 0 a 192; as facetas, de 0 a 32.',
  },
  editorBounds: { en: '0 to {maximum}', es: '0 a {maximum}', pt: '0 a {maximum}' },
  editorMinimum: { en: 'Minimum', es: 'Mínimo', pt: 'Mínimo' },
  editorMaximum: { en: 'Maximum', es: 'Máximo', pt: 'Máximo' },
  errorNotANumber: { en: 'Enter a number.', es: 'Escribe un número.', pt: 'Informe um número.' },
  errorOutOfBounds: {
    en: 'Enter a number from 0 to {maximum}.',
    es: 'Escribe un número de 0 a {maximum}.',
    pt: 'Informe um número de 0 a {maximum}.',
  },
  errorMinimumRequired: {
    en: 'Enter the minimum too, or clear the maximum.',
    es: 'Indica también el mínimo o borra el máximo.',
    pt: 'Informe também o mínimo ou apague o máximo.',
  },
  errorMaximumRequired: {
    en: 'Enter the maximum too, or clear the minimum.',
    es: 'Indica también el máximo o borra el mínimo.',
    pt: 'Informe também o máximo ou apague o mínimo.',
  },
  errorMinimumNotLess: {
    en: 'The minimum must be less than the maximum.',
    es: 'El mínimo debe ser menor que el máximo.',
    pt: 'O mínimo deve ser menor que o máximo.',
  },
  errorNoRanges: {
    en: 'Give a minimum and a maximum for at least one scale.',
    es: 'Indica un mínimo y un máximo para al menos una escala.',
    pt: 'Informe um mínimo e um máximo para pelo menos uma escala.',
  },
  fitTitle: { en: 'Profile fit', es: 'Ajuste al perfil', pt: 'Ajuste ao perfil' },
  fitTitleNamed: {
    en: 'Fit with “{profile}”',
    es: 'Ajuste a «{profile}»',
    pt: 'Ajuste a “{profile}”',
  },
  fitPercentage: {
    en: '{percentage}% fit',
    es: '{percentage} % de ajuste',
    pt: '{percentage}% de ajuste',
  },
  fitSummary: {
    en: '{inside} of {total} scales inside the profile range',
    es: '{inside} de {total} escalas dentro del rango del perfil',
    pt: '{inside} de {total} escalas dentro da faixa do perfil',
  },
  fitNoRanges: {
    en: 'No ranges set: this profile does not set a range on any scale, so there is nothing to compare.',
    es: 'Sin rangos: este perfil no fija un rango en ninguna escala, así que no hay nada que comparar.',
    pt: 'Sem faixas: este perfil não define faixa em nenhuma escala, então não há o que comparar.',
  },
  positionInside: { en: 'Inside', es: 'Dentro', pt: 'Dentro' },
  positionBelow: { en: 'Below', es: 'Por debajo', pt: 'Abaixo' },
  positionAbove: { en: 'Above', es: 'Por encima', pt: 'Acima' },
  positionInsideText: {
    en: 'Score {score} is inside the range {min}–{max}.',
    es: 'La puntuación {score} está dentro del rango {min}–{max}.',
    pt: 'A pontuação {score} está dentro da faixa {min}–{max}.',
  },
  positionBelowText: {
    en: 'Score {score} is {distance} below the range {min}–{max}.',
    es: 'La puntuación {score} está {distance} por debajo del rango {min}–{max}.',
    pt: 'A pontuação {score} está {distance} abaixo da faixa {min}–{max}.',
  },
  positionAboveText: {
    en: 'Score {score} is {distance} above the range {min}–{max}.',
    es: 'La puntuación {score} está {distance} por encima del rango {min}–{max}.',
    pt: 'A pontuação {score} está {distance} acima da faixa {min}–{max}.',
  },
});

export type ScalesMessage = keyof typeof scalesCatalogue.messages;
