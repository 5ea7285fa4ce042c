import { defineCatalogue } from '@facet/platform-i18n';

/** Every string of the result page, in en, es and pt. */
export const reportsCatalogue = defineCatalogue('reports', {
  resultTitle: { en: 'Result {number}', es: 'Resultado {number}', pt: 'Resultado {number}' },
  resultDate: {
    en: 'Completed on {date}',
    es: 'Completado el {date}',
    pt: 'Concluído em {date}',
  },
  downloadPdf: { en: 'Download PDF', es: 'Descargar PDF', pt: 'Baixar PDF' },
  preparingPdf: {
    en: 'Preparing your PDF…',
    es: 'Preparando tu PDF…',
    pt: 'Preparando o seu PDF…',
  },
  pdfReady: {
    en: 'Your PDF is downloading.',
    es: 'Tu PDF se está descargando.',
    pt: 'O seu PDF está sendo baixado.',
  },
  errorFetchingDocument: {
    en: 'Error fetching inform document.',
    es: 'Error al obtener el documento del informe.',
    pt: 'Erro ao obter o documento do relatório.',
  },
  scoresTitle: {
    en: 'Scores by domain and facet',
    es: 'Puntuaciones por dominio y faceta',
    pt: 'Pontuações por domínio e faceta',
  },
  scoresIntro: {
    en: 'Each bar shows the score on its scale; the shaded band is the average range of the reference group.',
    es: 'Cada barra muestra la puntuación en su escala; la franja sombreada es el rango medio del grupo de referencia.',
    pt: 'Cada barra mostra a pontuação na sua escala; a faixa sombreada é o intervalo médio do grupo de referência.',
  },
  seeFacets: {
    en: 'See more: the six facets',
    es: 'Ver más: las seis facetas',
    pt: 'Ver mais: as seis facetas',
  },
  hideFacets: { en: 'See less', es: 'Ver menos', pt: 'Ver menos' },
  percentileOf: {
    en: 'Percentile {percentile} · {level}',
    es: 'Percentil {percentile} · {level}',
    pt: 'Percentil {percentile} · {level}',
  },
  penTitle: { en: 'PEN scales', es: 'Escalas PEN', pt: 'Escalas PEN' },
  penNote: {
    en: 'Tough-mindedness (PEN P) is an estimate derived from agreeableness and perseverance facets, not a separately validated scale.',
    es: 'La dureza de carácter (PEN P) es una estimación derivada de facetas de amabilidad y perseverancia, no una escala validada por separado.',
    pt: 'A dureza de caráter (PEN P) é uma estimativa derivada de facetas de amabilidade e perseverança, não uma escala validada separadamente.',
  },
  chartsTitle: { en: 'Overview', es: 'Resumen', pt: 'Visão geral' },
  reportTitle: { en: 'Report', es: 'Informe', pt: 'Relatório' },
  loadingResult: {
    en: 'Loading the result…',
    es: 'Cargando el resultado…',
    pt: 'Carregando o resultado…',
  },
  errorFetchingInform: {
    en: 'Error fetching user inform.',
    es: 'Error al cargar el informe.',
    pt: 'Erro ao carregar o relatório.',
  },
  notFoundTitle: {
    en: 'Result not found',
    es: 'Resultado no encontrado',
    pt: 'Resultado não encontrado',
  },
  backToAccount: {
    en: 'Back to my account',
    es: 'Volver a mi cuenta',
    pt: 'Voltar para a minha conta',
  },
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
  validityInvalidTitle: {
    en: 'This reading may not describe you',
    es: 'Esta lectura puede no describirte',
    pt: 'Esta leitura pode não descrever você',
  },
  validityInvalidText: {
    en: 'Your answers show a pattern (for example the same answer many times in a row, or very fast answers) that makes this reading unreliable. Your company sees your scores but no interpretation. You can ask your manager for one free retake.',
    es: 'Tus respuestas muestran un patrón (por ejemplo, la misma respuesta muchas veces seguidas o respuestas muy rápidas) que hace que esta lectura no sea fiable. Tu empresa ve tus puntuaciones, pero ninguna interpretación. Puedes pedir a tu responsable que te permita repetirla una vez sin coste.',
    pt: 'As suas respostas mostram um padrão (por exemplo, a mesma resposta muitas vezes seguidas ou respostas muito rápidas) que torna esta leitura pouco confiável. A sua empresa vê as suas pontuações, mas nenhuma interpretação. Você pode pedir ao seu gestor para refazê-la uma vez sem custo.',
  },
  validityQuestionableTitle: {
    en: 'Read this result with some caution',
    es: 'Lee este resultado con cierta cautela',
    pt: 'Leia este resultado com alguma cautela',
  },
  validityQuestionableText: {
    en: 'One thing in your answers suggests this reading may be less precise than usual. Your report is complete, and your company sees it as usual.',
    es: 'Algo en tus respuestas indica que esta lectura puede ser menos precisa de lo habitual. Tu informe está completo y tu empresa lo ve como siempre.',
    pt: 'Algo nas suas respostas indica que esta leitura pode ser menos precisa do que o habitual. O seu relatório está completo e a sua empresa o vê como sempre.',
  },
  validityFlagsIntro: {
    en: 'What the check noticed:',
    es: 'Lo que notó la comprobación:',
    pt: 'O que a verificação notou:',
  },
  validityFlagLongstring: {
    en: 'The same answer was given many times in a row.',
    es: 'Diste la misma respuesta muchas veces seguidas.',
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
  credit: {
    en: 'Items from the International Personality Item Pool (ipip.ori.org), public domain. A non-clinical description of tendencies, not a diagnosis.',
    es: 'Ítems del International Personality Item Pool (ipip.ori.org), de dominio público. Una descripción no clínica de tendencias, no un diagnóstico.',
    pt: 'Itens do International Personality Item Pool (ipip.ori.org), de domínio público. Uma descrição não clínica de tendências, não um diagnóstico.',
  },
});
