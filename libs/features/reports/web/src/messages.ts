import { problemMessages } from '@facet/platform-api-client';
import { defineCatalogue } from '@facet/platform-i18n';
import { atAGlanceHeadings, ownValidityNotice, reportsProblems } from '@facet/reports-domain';

/** Every string of the result page, in en, es and pt. */
export const reportsCatalogue = defineCatalogue('reports', {
  resultTitle: {
    en: 'Your result of {date}',
    es: 'Tu resultado del {date}',
    pt: 'Seu resultado de {date}',
  },
  downloadPdf: { en: 'Download PDF', es: 'Descargar PDF', pt: 'Baixar PDF' },
  preparingPdf: {
    en: 'Preparing your PDF…',
    es: 'Preparando tu PDF…',
    pt: 'Preparando seu PDF…',
  },
  pdfReady: {
    en: 'Your PDF is downloading.',
    es: 'Tu PDF se está descargando.',
    pt: 'Seu PDF está sendo baixado.',
  },
  errorFetchingDocument: {
    en: 'Error fetching inform document.',
    es: 'Error al obtener el documento del informe.',
    pt: 'Erro ao obter o documento do relatório.',
  },
  // The headings and the validity notice are printed in the PDF too: one wording, in the domain.
  atAGlanceTitle: atAGlanceHeadings.title,
  strengthsTitle: atAGlanceHeadings.strengths,
  watchOutsTitle: atAGlanceHeadings.watchOuts,
  atWorkTitle: atAGlanceHeadings.atWork,
  facetsTitle: atAGlanceHeadings.facets,
  howToRead: atAGlanceHeadings.howToRead,
  validityInvalidTitle: ownValidityNotice.invalid.title,
  validityInvalidText: ownValidityNotice.invalid.text,
  validityQuestionableTitle: ownValidityNotice.questionable.title,
  validityQuestionableText: ownValidityNotice.questionable.text,
  atAGlanceIntro: {
    en: 'Where you stand on the five broad domains of personality, compared with a large reference group. Neither end of a line is better than the other: each has its own strengths.',
    es: 'Dónde te sitúas en los cinco grandes dominios de la personalidad, en comparación con un amplio grupo de referencia. Ningún extremo de una línea es mejor que el otro: cada uno tiene sus propios puntos fuertes.',
    pt: 'Onde você se situa nos cinco grandes domínios da personalidade, em comparação com um amplo grupo de referência. Nenhum extremo de uma linha é melhor que o outro: cada um tem seus próprios pontos fortes.',
  },
  percentileValue: {
    en: 'Percentile {percentile}',
    es: 'Percentil {percentile}',
    pt: 'Percentil {percentile}',
  },
  poleSliderText: {
    en: 'Percentile {percentile}, on a line from {low} to {high}',
    es: 'Percentil {percentile}, en una línea que va de {low} a {high}',
    pt: 'Percentil {percentile}, em uma linha que vai de {low} a {high}',
  },
  facetsIntro: {
    en: 'Each bar ends at your percentile: the share of the reference group scoring lower than you. The hatched band is the average range.',
    es: 'Cada barra termina en tu percentil: la parte del grupo de referencia con una puntuación menor que la tuya. La franja rayada es el rango medio.',
    pt: 'Cada barra termina no seu percentil: a parte do grupo de referência com pontuação menor que a sua. A faixa listrada é o intervalo médio.',
  },
  seeMeanings: {
    en: 'What each score means',
    es: 'Qué significa cada puntuación',
    pt: 'O que cada pontuação significa',
  },
  hideMeanings: {
    en: 'Hide what each score means',
    es: 'Ocultar qué significa cada puntuación',
    pt: 'Ocultar o que cada pontuação significa',
  },
  hideHowToRead: {
    en: 'Hide how to read this',
    es: 'Ocultar cómo leer este informe',
    pt: 'Ocultar como ler este relatório',
  },
  howToReadErrorBand: {
    en: 'Every score has a margin of error. Point at a bar, or turn on “Show the likely range of each score”, to see the line across it: 90 % of the time your true score lies within it. Where that range crosses from one level into another, the level reads “Likely average to high” (or similar) and its text is a tendency. The table under each chart gives the raw scores and ranges.',
    es: 'Toda puntuación tiene un margen de error. Señala una barra, o activa «Mostrar el rango probable de cada puntuación», para ver la línea que la cruza: el 90 % de las veces tu puntuación verdadera está dentro de ella. Cuando ese rango pasa de un nivel a otro, el nivel se lee «Probablemente entre medio y alto» (o similar) y su texto es una tendencia. La tabla bajo cada gráfico da las puntuaciones brutas y los rangos.',
    pt: 'Toda pontuação tem uma margem de erro. Aponte para uma barra, ou ative “Mostrar a faixa provável de cada pontuação”, para ver a linha que a atravessa: em 90% das vezes sua pontuação verdadeira está dentro dela. Quando essa faixa passa de um nível para outro, o nível aparece como “Provavelmente entre médio e alto” (ou semelhante) e o texto é uma tendência. A tabela abaixo de cada gráfico mostra as pontuações brutas e as faixas.',
  },
  penTitle: { en: 'PEN scales', es: 'Escalas PEN', pt: 'Escalas PEN' },
  candidateSummaryNote: {
    en: 'This is the short summary of your results that the company you applied to gives its candidates. You can ask for all the data held about you at any time, from the data-rights requests of your account.',
    es: 'Este es el resumen breve de tus resultados que la empresa en la que te has inscrito da a sus candidatos. Puedes pedir todos los datos que se guardan sobre ti cuando quieras, desde las solicitudes de derechos de datos de tu cuenta.',
    pt: 'Este é o resumo breve dos seus resultados que a empresa à qual você se candidatou oferece às pessoas candidatas. É possível pedir todos os dados guardados sobre você a qualquer momento, nas solicitações de direitos de dados da sua conta.',
  },
  penNote: {
    en: 'Tough-mindedness (PEN P) is an estimate derived from agreeableness and perseverance facets, not a separately validated scale.',
    es: 'La dureza de carácter (PEN P) es una estimación derivada de facetas de amabilidad y perseverancia, no una escala validada por separado.',
    pt: 'A dureza de caráter (PEN P) é uma estimativa derivada de facetas de amabilidade e perseverança, não uma escala validada separadamente.',
  },
  reportTitle: { en: 'Report', es: 'Informe', pt: 'Relatório' },
  loadingResult: {
    en: 'Loading the result…',
    es: 'Cargando el resultado…',
    pt: 'Carregando o resultado…',
  },
  errorFetchingReport: {
    en: 'Error fetching user inform.',
    es: 'Error al cargar el informe.',
    pt: 'Erro ao carregar o relatório.',
  },
  notFoundTitle: {
    en: 'Result not found',
    es: 'Resultado no encontrado',
    pt: 'Resultado não encontrado',
  },
  backToResults: {
    en: 'Back to my results',
    es: 'Volver a mis resultados',
    pt: 'Voltar para meus resultados',
  },
  credit: {
    en: 'Items from the International Personality Item Pool (ipip.ori.org), public domain. A non-clinical description of tendencies, not a diagnosis.',
    es: 'Ítems del International Personality Item Pool (ipip.ori.org), de dominio público. Una descripción no clínica de tendencias, no un diagnóstico.',
    pt: 'Itens do International Personality Item Pool (ipip.ori.org), de domínio público. Uma descrição não clínica de tendências, não um diagnóstico.',
  },
  documentLinkInvalid: {
    en: 'This download link is invalid or has expired. Ask for the PDF again.',
    es: 'Este enlace de descarga no es válido o ha caducado. Vuelve a pedir el PDF.',
    pt: 'Este link de download é inválido ou expirou. Peça o PDF de novo.',
  },
});

/** The sentence for each cause the reports API names by code. */
export const reportsProblemMessages = problemMessages(reportsProblems, {
  documentLinkInvalid: reportsCatalogue.messages.documentLinkInvalid,
});
