import { defineCatalogue } from '@facet/platform-i18n';
import { fitScoreWords } from '@facet/reports-domain';

/**
 * Every string the scale widgets show or announce. Scale and level names are not here: they come
 * from the report domain (`scaleName`, `levelName`), the one source of those words.
 */
export const scalesCatalogue = defineCatalogue('scales', {
  // The person's result page and the company's view of it fold the same details.
  showLikelyRanges: {
    en: 'Show the likely range of each score',
    es: 'Mostrar el rango probable de cada puntuación',
    pt: 'Mostrar a faixa provável de cada pontuação',
  },
  seeValidityFlags: {
    en: 'What the check noticed',
    es: 'Qué notó la comprobación',
    pt: 'O que a verificação notou',
  },
  hideValidityFlags: {
    en: 'Hide the details',
    es: 'Ocultar los detalles',
    pt: 'Ocultar os detalhes',
  },
  normsProvisional: {
    en: 'Norms {version}, provisional: adapted from Johnson’s published IPIP-NEO tables (an English-speaking internet sample) until the product has norms of its own for each language. The line on each bar is the score’s 90% range: 90% of the time the true score lies in this range.',
    es: 'Baremos {version}, provisionales: adaptados de las tablas IPIP-NEO publicadas por Johnson (una muestra angloparlante por internet) hasta que el producto tenga baremos propios para cada idioma. La línea sobre cada barra es el intervalo del 90 % de la puntuación: el 90 % de las veces la puntuación verdadera está en este intervalo.',
    pt: 'Normas {version}, provisórias: adaptadas das tabelas IPIP-NEO publicadas por Johnson (uma amostra anglófona pela internet) até que o produto tenha normas próprias para cada idioma. A linha sobre cada barra é a faixa de 90% da pontuação: em 90% das vezes a pontuação verdadeira está nesta faixa.',
  },
  normsEmpirical: {
    en: 'Norms {version}. The line on each bar is the score’s 90% range: 90% of the time the true score lies in this range.',
    es: 'Baremos {version}. La línea sobre cada barra es el intervalo del 90 % de la puntuación: el 90 % de las veces la puntuación verdadera está en este intervalo.',
    pt: 'Normas {version}. A linha sobre cada barra é a faixa de 90% da pontuação: em 90% das vezes a pontuação verdadeira está nesta faixa.',
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
    en: 'Several pages were answered faster than their statements can be read.',
    es: 'Varias páginas se respondieron más rápido de lo que se pueden leer sus afirmaciones.',
    pt: 'Várias páginas foram respondidas mais rápido do que suas afirmações podem ser lidas.',
  },
  validityFlagNotChecked: {
    en: 'This result was finished before answers were checked this way, so it has not been checked.',
    es: 'Este resultado se completó antes de que las respuestas se comprobaran así, de modo que no se ha comprobado.',
    pt: 'Este resultado foi concluído antes de as respostas serem verificadas assim, por isso não foi verificado.',
  },
  validityStatusValid: { en: 'Valid', es: 'Válido', pt: 'Válido' },
  validityStatusQuestionable: { en: 'Questionable', es: 'Dudoso', pt: 'Duvidoso' },
  validityStatusInvalid: { en: 'Invalid', es: 'No válido', pt: 'Inválido' },
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
    en: 'percentile {percentile}, {level}; raw score {score} of {maximum}; 90% range percentiles {low} to {high} (90% of the time the true score lies in this range)',
    es: 'percentil {percentile}, {level}; puntuación bruta {score} de {maximum}; intervalo del 90 %, percentiles {low} a {high} (el 90 % de las veces la puntuación verdadera está en este intervalo)',
    pt: 'percentil {percentile}, {level}; pontuação bruta {score} de {maximum}; faixa de 90%, percentis {low} a {high} (em 90% das vezes a pontuação verdadeira está nesta faixa)',
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
    en: 'Line: the score’s 90% range (90% of the time the true score lies in this range)',
    es: 'Línea: el intervalo del 90 % de la puntuación (el 90 % de las veces la puntuación verdadera está en este intervalo)',
    pt: 'Linha: a faixa de 90% da pontuação (em 90% das vezes a pontuação verdadeira está nesta faixa)',
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
    en: 'Percentile range, 90% (90% of the time the true score lies in this range)',
    es: 'Intervalo del 90 % del percentil (el 90 % de las veces la puntuación verdadera está en este intervalo)',
    pt: 'Faixa de 90% do percentil (em 90% das vezes a pontuação verdadeira está nesta faixa)',
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
  editorShowFacets: {
    en: 'The {count} facets of {domain}',
    es: 'Las {count} facetas de {domain}',
    pt: 'As {count} facetas de {domain}',
  },
  editorHideFacets: {
    en: 'Hide the facets of {domain}',
    es: 'Ocultar las facetas de {domain}',
    pt: 'Ocultar as facetas de {domain}',
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
  fitNotCompared: {
    en: 'Not compared',
    es: 'Sin comparar',
    pt: 'Não comparado',
  },
  fitInsideRanges: fitScoreWords.inside,
  fitOutsideRanges: fitScoreWords.outside,
  fitScoreExplained: fitScoreWords.explained,
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
    en: 'Percentile {percentile} is just outside the profile range (percentiles {low}–{high}), but its 90% range reaches it (90% of the time the true score lies in that range).',
    es: 'El percentil {percentile} está justo fuera del rango del perfil (percentiles {low}–{high}), pero su intervalo del 90 % lo alcanza (el 90 % de las veces la puntuación verdadera está en ese intervalo).',
    pt: 'O percentil {percentile} está logo fora da faixa do perfil (percentis {low}–{high}), mas sua faixa de 90% a alcança (em 90% das vezes a pontuação verdadeira está nessa faixa).',
  },
  leftOutFacetsSet: {
    en: 'Not counted in fit: its facets are set',
    es: 'No cuenta en el ajuste: sus facetas están definidas',
    pt: 'Não conta no ajuste: suas facetas estão definidas',
  },
  leftOutFacetsSetWhy: {
    en: 'Its score is the sum of its facets, and the facets set here ({scales}) already count those answers in more detail. Counting this range too would weigh the same trait twice.',
    es: 'Su puntuación es la suma de sus facetas, y las facetas definidas aquí ({scales}) ya cuentan esas respuestas con más detalle. Contar también este rango pesaría dos veces el mismo rasgo.',
    pt: 'A pontuação dela é a soma das suas facetas, e as facetas definidas aqui ({scales}) já contam essas respostas com mais detalhe. Contar também esta faixa pesaria duas vezes o mesmo traço.',
  },
  leftOutDomainSet: {
    en: 'Not counted in fit: its domain is set',
    es: 'No cuenta en el ajuste: su dominio está definido',
    pt: 'Não conta no ajuste: seu domínio está definido',
  },
  leftOutDomainSetWhy: {
    en: 'This PEN scale is a copy of {scales}, which the profile also sets, so the same score counts once.',
    es: 'Esta escala PEN es una copia de {scales}, que el perfil también define, así que la misma puntuación cuenta una sola vez.',
    pt: 'Esta escala PEN é uma cópia de {scales}, que o perfil também define, então a mesma pontuação conta uma só vez.',
  },
  leftOutSourcesCounted: {
    en: 'Not counted in fit: it shares answers with scales that count',
    es: 'No cuenta en el ajuste: comparte respuestas con escalas que sí cuentan',
    pt: 'Não conta no ajuste: compartilha respostas com escalas que contam',
  },
  leftOutSourcesCountedWhy: {
    en: 'This scale is computed from six Agreeableness and Perseverance facets, and has no validity evidence of its own yet. The profile already counts some of those answers in: {scales}.',
    es: 'Esta escala se calcula con seis facetas de Amabilidad y Perseverancia, y aún no tiene evidencias de validez propias. El perfil ya cuenta parte de esas respuestas en: {scales}.',
    pt: 'Esta escala é calculada com seis facetas de Amabilidade e Perseverança, e ainda não tem evidências de validade próprias. O perfil já conta parte dessas respostas em: {scales}.',
  },
  leftOutListIntro: {
    en: 'Not counted in this profile’s fit, so that no trait counts twice:',
    es: 'No cuentan en el ajuste a este perfil, para que ningún rasgo cuente dos veces:',
    pt: 'Não contam no ajuste a este perfil, para que nenhum traço conte duas vezes:',
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
