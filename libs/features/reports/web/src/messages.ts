import { defineCatalogue } from '@facet/platform-i18n';

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
  backToResults: {
    en: 'Back to my results',
    es: 'Volver a mis resultados',
    pt: 'Voltar para meus resultados',
  },
  validityInvalidTitle: {
    en: 'This reading may not describe you',
    es: 'Esta lectura puede no describirte',
    pt: 'Esta leitura pode não descrever você',
  },
  validityInvalidText: {
    en: 'Your answers show a pattern (for example the same answer many times in a row, or very fast answers) that makes this reading unreliable. Your company sees your scores but no interpretation. You can ask your manager for one free retake.',
    es: 'Tus respuestas muestran un patrón (por ejemplo, la misma respuesta muchas veces seguidas o respuestas muy rápidas) que hace que esta lectura no sea fiable. Tu empresa ve tus puntuaciones, pero ninguna interpretación. Puedes pedir a tu responsable que te permita repetirla una vez sin coste.',
    pt: 'Suas respostas mostram um padrão (por exemplo, a mesma resposta muitas vezes seguidas ou respostas muito rápidas) que torna esta leitura pouco confiável. Sua empresa vê suas pontuações, mas nenhuma interpretação. Você pode pedir ao seu gestor para refazê-la uma vez sem custo.',
  },
  validityQuestionableTitle: {
    en: 'Read this result with some caution',
    es: 'Lee este resultado con cierta cautela',
    pt: 'Leia este resultado com alguma cautela',
  },
  validityQuestionableText: {
    en: 'One thing in your answers suggests this reading may be less precise than usual. Your report is complete, and your company sees it as usual.',
    es: 'Algo en tus respuestas indica que esta lectura puede ser menos precisa de lo habitual. Tu informe está completo y tu empresa lo ve como siempre.',
    pt: 'Algo nas suas respostas indica que esta leitura pode ser menos precisa do que o habitual. Seu relatório está completo e sua empresa o vê como sempre.',
  },
  credit: {
    en: 'Items from the International Personality Item Pool (ipip.ori.org), public domain. A non-clinical description of tendencies, not a diagnosis.',
    es: 'Ítems del International Personality Item Pool (ipip.ori.org), de dominio público. Una descripción no clínica de tendencias, no un diagnóstico.',
    pt: 'Itens do International Personality Item Pool (ipip.ori.org), de domínio público. Uma descrição não clínica de tendências, não um diagnóstico.',
  },
});
