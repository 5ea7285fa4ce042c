import { defineCatalogue } from '@facet/platform-i18n';

/**
 * Every string the scale widgets show or announce. Scale and level names are not here: they come
 * from the report domain (`scaleName`, `levelName`), the one source of those words.
 */
export const scalesCatalogue = defineCatalogue('scales', {
  normsProvisional: {
    en: 'Norms {version}, provisional: adapted from Johnson’s published IPIP-NEO tables (an English-speaking internet sample) until the product has norms of its own for each language. The line on each bar is the likely range of the score (±1 standard error).',
    es: 'Baremos {version}, provisionales: adaptados de las tablas IPIP-NEO publicadas por Johnson (una muestra angloparlante por internet) hasta que el producto tenga baremos propios para cada idioma. La línea sobre cada barra es el rango probable de la puntuación (±1 error típico).',
    pt: 'Normas {version}, provisórias: adaptadas das tabelas IPIP-NEO publicadas por Johnson (uma amostra anglófona pela internet) até que o produto tenha normas próprias para cada idioma. A linha sobre cada barra é a faixa provável da pontuação (±1 erro padrão).',
  },
  normsEmpirical: {
    en: 'Norms {version}. The line on each bar is the likely range of the score (±1 standard error).',
    es: 'Baremos {version}. La línea sobre cada barra es el rango probable de la puntuación (±1 error típico).',
    pt: 'Normas {version}. A linha sobre cada barra é a faixa provável da pontuação (±1 erro padrão).',
  },
  validityFlagsIntro: {
    en: 'What the check noticed:',
    es: 'Lo que notó la comprobación:',
    pt: 'O que a verificação notou:',
  },
  validityFlagLongstring: {
    en: 'The same answer was given many times in a row.',
    es: 'Se dio la misma respuesta muchas veces seguidas.',
    pt: 'A mesma resposta foi dada muitas vezes seguidas.',
  },
  validityFlagAntonymInconsistency: {
    en: 'Statements that say opposite things (such as “often feel blue” and “seldom feel blue”) got similar answers.',
    es: 'Afirmaciones que dicen lo contrario (como «a menudo me siento triste» y «rara vez me siento triste») recibieron respuestas parecidas.',
    pt: 'Afirmações que dizem o contrário (como “muitas vezes me sinto triste” e “raramente me sinto triste”) receberam respostas parecidas.',
  },
  validityFlagLowIndividualReliability: {
    en: 'Statements about the same trait got answers that did not agree with each other.',
    es: 'Afirmaciones sobre un mismo rasgo recibieron respuestas que no concordaban entre sí.',
    pt: 'Afirmações sobre um mesmo traço receberam respostas que não concordavam entre si.',
  },
  validityFlagAcquiescence: {
    en: 'Most statements got “agree”, including statements that say the opposite of each other.',
    es: 'La mayoría de las afirmaciones recibieron «de acuerdo», incluso las que dicen lo contrario entre sí.',
    pt: 'A maioria das afirmações recebeu “concordo”, inclusive as que dizem o contrário umas das outras.',
  },
  validityFlagDisacquiescence: {
    en: 'Most statements got “disagree”, including statements that say the opposite of each other.',
    es: 'La mayoría de las afirmaciones recibieron «en desacuerdo», incluso las que dicen lo contrario entre sí.',
    pt: 'A maioria das afirmações recebeu “discordo”, inclusive as que dizem o contrário umas das outras.',
  },
  validityFlagTooFast: {
    en: 'Several pages were answered faster than they can be read (under two seconds a statement).',
    es: 'Varias páginas se respondieron más rápido de lo que se pueden leer (menos de dos segundos por afirmación).',
    pt: 'Várias páginas foram respondidas mais rápido do que podem ser lidas (menos de dois segundos por afirmação).',
  },
  validityFlagNotChecked: {
    en: 'This result was finished before answers were checked this way, so it has not been checked.',
    es: 'Este resultado se completó antes de que las respuestas se comprobaran así, de modo que no se ha comprobado.',
    pt: 'Este resultado foi concluído antes de as respostas serem verificadas assim, por isso não foi verificado.',
  },
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
  meterBand: {
    en: 'likely range {low} to {high} (±1 standard error)',
    es: 'rango probable de {low} a {high} (±1 error típico)',
    pt: 'faixa provável de {low} a {high} (±1 erro padrão)',
  },
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
    en: 'Percentile {percentile} (likely {low}–{high}) · score {score} / {maximum} · {level}',
    es: 'Percentil {percentile} (probable {low}–{high}) · puntuación {score} / {maximum} · {level}',
    pt: 'Percentil {percentile} (provável {low}–{high}) · pontuação {score} / {maximum} · {level}',
  },
  chartBandNote: {
    en: 'The line across each bar is the likely range of the percentile: the score ± 1 standard error of measurement.',
    es: 'La línea sobre cada barra es el rango probable del percentil: la puntuación ± 1 error típico de medida.',
    pt: 'A linha sobre cada barra é a faixa provável do percentil: a pontuação ± 1 erro padrão de medida.',
  },
  tableBand: {
    en: 'Likely percentile range (±1 standard error)',
    es: 'Rango probable del percentil (±1 error típico)',
    pt: 'Faixa provável do percentil (±1 erro padrão)',
  },
  bandRange: { en: '{low}–{high}', es: '{low}–{high}', pt: '{low}–{high}' },
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
    en: '{inside} of {total} scales inside the profile range, {borderline} borderline (counted as half)',
    es: '{inside} de {total} escalas dentro del rango del perfil, {borderline} en el límite (cuentan la mitad)',
    pt: '{inside} de {total} escalas dentro da faixa do perfil, {borderline} no limite (contam metade)',
  },
  fitNoRanges: {
    en: 'No ranges set: this profile does not set a range on any scale, so there is nothing to compare.',
    es: 'Sin rangos: este perfil no fija un rango en ninguna escala, así que no hay nada que comparar.',
    pt: 'Sem faixas: este perfil não define faixa em nenhuma escala, então não há o que comparar.',
  },
  positionInside: { en: 'Inside', es: 'Dentro', pt: 'Dentro' },
  positionBorderline: { en: 'Borderline', es: 'En el límite', pt: 'No limite' },
  positionBelow: { en: 'Below', es: 'Por debajo', pt: 'Abaixo' },
  positionAbove: { en: 'Above', es: 'Por encima', pt: 'Acima' },
  positionInsideText: {
    en: 'Score {score} is inside the range {min}–{max}.',
    es: 'La puntuación {score} está dentro del rango {min}–{max}.',
    pt: 'A pontuação {score} está dentro da faixa {min}–{max}.',
  },
  positionBorderlineText: {
    en: 'Score {score} is just outside the range {min}–{max}, within its margin of error (±1 standard error).',
    es: 'La puntuación {score} está justo fuera del rango {min}–{max}, dentro de su margen de error (±1 error típico).',
    pt: 'A pontuação {score} está logo fora da faixa {min}–{max}, dentro da margem de erro (±1 erro padrão).',
  },
  positionNotCounted: {
    en: 'Not counted in the fit again: this PEN scale is a copy of its domain, which the profile also sets.',
    es: 'No cuenta de nuevo en el ajuste: esta escala PEN es copia de su dominio, que el perfil también fija.',
    pt: 'Não conta de novo no ajuste: esta escala PEN é cópia do seu domínio, que o perfil também define.',
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
