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
  credit: {
    en: 'Items from the International Personality Item Pool (ipip.ori.org), public domain. A non-clinical description of tendencies, not a diagnosis.',
    es: 'Ítems del International Personality Item Pool (ipip.ori.org), de dominio público. Una descripción no clínica de tendencias, no un diagnóstico.',
    pt: 'Itens do International Personality Item Pool (ipip.ori.org), de domínio público. Uma descrição não clínica de tendências, não um diagnóstico.',
  },
});
