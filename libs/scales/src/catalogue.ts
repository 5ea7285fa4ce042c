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
  rowValue: {
    en: 'Percentile {percentile} · {level}',
    es: 'Percentil {percentile} · {level}',
    pt: 'Percentil {percentile} · {level}',
  },
  meterText: {
    en: 'percentile {percentile}, {level}; raw score {score} of {maximum}; likely range percentiles {low} to {high} (±1 standard error)',
    es: 'percentil {percentile}, {level}; puntuación bruta {score} de {maximum}; rango probable percentiles {low} a {high} (±1 error típico)',
    pt: 'percentil {percentile}, {level}; pontuação bruta {score} de {maximum}; faixa provável percentis {low} a {high} (±1 erro padrão)',
  },
  meterProfileRange: {
    en: 'profile range percentiles {low} to {high} (raw {min} to {max})',
    es: 'rango del perfil percentiles {low} a {high} (bruto {min} a {max})',
    pt: 'faixa do perfil percentis {low} a {high} (bruto {min} a {max})',
  },
  legendTitle: { en: 'How to read the bars', es: 'Cómo leer las barras', pt: 'Como ler as barras' },
  legendBar: {
    en: 'Bar: the percentile, the share of the norm group scoring lower',
    es: 'Barra: el percentil, la parte del grupo de referencia con puntuación menor',
    pt: 'Barra: o percentil, a parte do grupo de referência com pontuação menor',
  },
  legendAverage: {
    en: 'Hatched band: the average range (percentiles {from}–{to})',
    es: 'Franja rayada: el rango medio (percentiles {from}–{to})',
    pt: 'Faixa tracejada: o intervalo médio (percentis {from}–{to})',
  },
  legendConfidence: {
    en: 'Line: the likely range of the score (±1 standard error)',
    es: 'Línea: el rango probable de la puntuación (±1 error típico)',
    pt: 'Linha: a faixa provável da pontuação (±1 erro padrão)',
  },
  legendProfileRange: {
    en: 'Frame: the profile’s range',
    es: 'Marco: el rango del perfil',
    pt: 'Moldura: a faixa do perfil',
  },
  showScoreTable: {
    en: 'Show the scores as a table',
    es: 'Ver las puntuaciones en una tabla',
    pt: 'Ver as pontuações numa tabela',
  },
  hideScoreTable: { en: 'Hide the table', es: 'Ocultar la tabla', pt: 'Ocultar a tabela' },
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
    en: 'For each scale the position needs, choose a level or a band of percentiles; leave the others as “Any”. Percentiles say how many people in the norm group score lower.',
    es: 'Para cada escala que el puesto necesite, elige un nivel o una franja de percentiles; deja las demás en «Cualquiera». El percentil indica cuántas personas del grupo de referencia puntúan por debajo.',
    pt: 'Para cada escala de que o cargo precisa, escolha um nível ou uma faixa de percentis; deixe as demais em “Qualquer”. O percentil indica quantas pessoas do grupo de referência pontuam abaixo.',
  },
  editorRange: { en: 'Wanted range', es: 'Rango deseado', pt: 'Faixa desejada' },
  editorAny: { en: 'Any (not set)', es: 'Cualquiera (sin definir)', pt: 'Qualquer (não definida)' },
  editorLowToAverage: { en: 'Low to average', es: 'De bajo a medio', pt: 'De baixo a médio' },
  editorAverageToHigh: { en: 'Average to high', es: 'De medio a alto', pt: 'De médio a alto' },
  editorPercentiles: {
    en: 'Percentiles of my choice',
    es: 'Percentiles a mi elección',
    pt: 'Percentis à minha escolha',
  },
  editorFrom: { en: 'From percentile', es: 'Desde el percentil', pt: 'Do percentil' },
  editorTo: { en: 'To percentile', es: 'Hasta el percentil', pt: 'Até o percentil' },
  editorBand: {
    en: 'Percentiles {from}–{to}',
    es: 'Percentiles {from}–{to}',
    pt: 'Percentis {from}–{to}',
  },
  editorPoints: {
    en: '{min}–{max} of {maximum} points',
    es: '{min}–{max} de {maximum} puntos',
    pt: '{min}–{max} de {maximum} pontos',
  },
  editorNotSet: { en: 'Not set', es: 'Sin definir', pt: 'Não definida' },
  editorShowAll: {
    en: 'Show all {count} scales',
    es: 'Mostrar las {count} escalas',
    pt: 'Mostrar as {count} escalas',
  },
  editorShowSet: {
    en: 'Show only the scales with a range',
    es: 'Mostrar solo las escalas con rango',
    pt: 'Mostrar só as escalas com faixa',
  },
  errorNotANumber: { en: 'Enter a number.', es: 'Escribe un número.', pt: 'Informe um número.' },
  errorOutOfBounds: {
    en: 'Enter a number from 0 to {maximum}.',
    es: 'Escribe un número de 0 a {maximum}.',
    pt: 'Informe um número de 0 a {maximum}.',
  },
  errorMinimumRequired: {
    en: 'Enter the “from” percentile too, or clear the “to” percentile.',
    es: 'Indica también el percentil «desde» o borra el percentil «hasta».',
    pt: 'Informe também o percentil “do” ou apague o percentil “até”.',
  },
  errorMaximumRequired: {
    en: 'Enter the “to” percentile too, or clear the “from” percentile.',
    es: 'Indica también el percentil «hasta» o borra el percentil «desde».',
    pt: 'Informe também o percentil “até” ou apague o percentil “do”.',
  },
  errorMinimumNotLess: {
    en: 'The “from” percentile must be below the “to” percentile, at least one point apart on this scale.',
    es: 'El percentil «desde» debe quedar por debajo del percentil «hasta», al menos un punto más abajo en esta escala.',
    pt: 'O percentil “do” deve ficar abaixo do percentil “até”, pelo menos um ponto abaixo nesta escala.',
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
    en: 'Percentile {percentile} is inside the profile range (percentiles {low}–{high}).',
    es: 'El percentil {percentile} está dentro del rango del perfil (percentiles {low}–{high}).',
    pt: 'O percentil {percentile} está dentro da faixa do perfil (percentis {low}–{high}).',
  },
  positionBorderlineText: {
    en: 'Percentile {percentile} is just outside the profile range (percentiles {low}–{high}), within its margin of error (±1 standard error).',
    es: 'El percentil {percentile} está justo fuera del rango del perfil (percentiles {low}–{high}), dentro de su margen de error (±1 error típico).',
    pt: 'O percentil {percentile} está logo fora da faixa do perfil (percentis {low}–{high}), dentro da margem de erro (±1 erro padrão).',
  },
  positionNotCounted: {
    en: 'Not counted in the fit again: this PEN scale is a copy of its domain, which the profile also sets.',
    es: 'No cuenta de nuevo en el ajuste: esta escala PEN es copia de su dominio, que el perfil también fija.',
    pt: 'Não conta de novo no ajuste: esta escala PEN é cópia do seu domínio, que o perfil também define.',
  },
  positionBelowText: {
    en: 'Percentile {percentile} is below the profile range (percentiles {low}–{high}): the raw score {score} is {distance} points under its minimum of {min}.',
    es: 'El percentil {percentile} está por debajo del rango del perfil (percentiles {low}–{high}): la puntuación bruta {score} queda {distance} puntos bajo su mínimo de {min}.',
    pt: 'O percentil {percentile} está abaixo da faixa do perfil (percentis {low}–{high}): a pontuação bruta {score} fica {distance} pontos abaixo do mínimo de {min}.',
  },
  positionAboveText: {
    en: 'Percentile {percentile} is above the profile range (percentiles {low}–{high}): the raw score {score} is {distance} points over its maximum of {max}.',
    es: 'El percentil {percentile} está por encima del rango del perfil (percentiles {low}–{high}): la puntuación bruta {score} supera en {distance} puntos su máximo de {max}.',
    pt: 'O percentil {percentile} está acima da faixa do perfil (percentis {low}–{high}): a pontuação bruta {score} passa {distance} pontos do máximo de {max}.',
  },
});

export type ScalesMessage = keyof typeof scalesCatalogue.messages;
