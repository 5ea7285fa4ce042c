import type { Language } from '@facet/platform-kernel';

/** Fixed wording of the PDF around the report text, in every language of the product. */
export interface DocumentLabels {
  title: string;
  person: string;
  company: string;
  date: string;
  result: string;
  domainsChart: string;
  penChart: string;
  percentileAxis: string;
  scores: string;
  scale: string;
  score: string;
  percentile: string;
  level: string;
  band: string;
  /** What the error line across each bar and the table's range mean (a company's report). */
  /** What the score table's 90 % range means; the charts draw no error line. */
  rangeNote: string;
  /** What the bars and the hatched band of the charts show. */
  barsNote: (averageFrom: number, averageTo: number) => string;
  /** Which norms the result uses; provisional ones say so. */
  norms: (version: string, provisional: boolean) => string;
  report: string;
  /** The heading of what each domain, facet and PEN scale means at the person's level. */
  scaleByScale: string;
  penNote: string;
  credit: string;
  disclaimer: string;
  /** Printed at the foot of every page, with the company when the person belongs to one. */
  confidential: string;
  /** The page counter at the foot of every page: `{page}` and `{pages}` are filled in at print. */
  pageOf: string;
}

export const documentLabels: Record<Language, DocumentLabels> = {
  en: {
    title: 'Personality profile',
    person: 'Person',
    company: 'Company',
    date: 'Date',
    result: 'Result',
    domainsChart: 'Big Five domains (percentile)',
    penChart: 'PEN scales (percentile)',
    percentileAxis: 'Percentile against the reference group',
    scores: 'Scores',
    scale: 'Scale',
    score: 'Score',
    percentile: 'Percentile',
    level: 'Level',
    band: 'Percentile range, 90%',
    barsNote: (averageFrom, averageTo) =>
      `Each bar ends at the percentile: the share of the reference group scoring lower. The hatched band between dashed lines is the average range (percentiles ${averageFrom}–${averageTo}).`,
    rangeNote:
      'Every score has a margin of error. The 90% range in the score table is the score ± 1.645 standard errors of measurement: 90% of the time the true score lies in this range. Where it crosses a level boundary, the level reads “Likely average to high” (or similar) and the text is a tendency.',
    norms: (version, provisional) =>
      provisional
        ? `Norms ${version}, provisional: adapted from Johnson's published IPIP-NEO-120 and IPIP-NEO-300 tables (an English-speaking internet sample) until the product has norms of its own for each language.`
        : `Norms ${version}.`,
    report: 'Report',
    scaleByScale: 'Scale by scale',
    penNote:
      'Tough-mindedness (PEN P) is an estimate derived from agreeableness and perseverance facets, not a separately validated scale.',
    credit:
      'Questionnaire items from the International Personality Item Pool (ipip.ori.org), public domain: Goldberg (1999); Johnson (2014).',
    disclaimer:
      'A non-clinical description of preferences and tendencies. It is not a diagnosis and not a judgement of ability or worth.',
    confidential: 'Confidential',
    pageOf: 'Page {page} of {pages}',
  },
  es: {
    title: 'Perfil de personalidad',
    person: 'Persona',
    company: 'Empresa',
    date: 'Fecha',
    result: 'Resultado',
    domainsChart: 'Dominios de los Cinco Grandes (percentil)',
    penChart: 'Escalas PEN (percentil)',
    percentileAxis: 'Percentil frente al grupo de referencia',
    scores: 'Puntuaciones',
    scale: 'Escala',
    score: 'Puntuación',
    percentile: 'Percentil',
    level: 'Nivel',
    band: 'Intervalo del 90 % del percentil',
    barsNote: (averageFrom, averageTo) =>
      `Cada barra termina en el percentil: la parte del grupo de referencia con puntuación menor. La franja rayada entre líneas discontinuas es el rango medio (percentiles ${averageFrom}–${averageTo}).`,
    rangeNote:
      'Toda puntuación tiene un margen de error. El intervalo del 90 % de la tabla de puntuaciones es la puntuación ± 1,645 errores típicos de medida: el 90 % de las veces la puntuación verdadera está en este intervalo. Cuando cruza un límite entre niveles, el nivel se lee «Probablemente entre medio y alto» (o similar) y el texto es una tendencia.',
    norms: (version, provisional) =>
      provisional
        ? `Baremos ${version}, provisionales: adaptados de las tablas IPIP-NEO-120 e IPIP-NEO-300 publicadas por Johnson (una muestra angloparlante por internet) hasta que el producto tenga baremos propios para cada idioma.`
        : `Baremos ${version}.`,
    report: 'Informe',
    scaleByScale: 'Escala por escala',
    penNote:
      'La dureza de carácter (PEN P) es una estimación derivada de facetas de amabilidad y perseverancia, no una escala validada por separado.',
    credit:
      'Ítems del International Personality Item Pool (ipip.ori.org), de dominio público: Goldberg (1999); Johnson (2014).',
    disclaimer:
      'Una descripción no clínica de preferencias y tendencias. No es un diagnóstico ni un juicio sobre la capacidad o la valía.',
    confidential: 'Confidencial',
    pageOf: 'Página {page} de {pages}',
  },
  pt: {
    title: 'Perfil de personalidade',
    person: 'Pessoa',
    company: 'Empresa',
    date: 'Data',
    result: 'Resultado',
    domainsChart: 'Domínios dos Cinco Grandes (percentil)',
    penChart: 'Escalas PEN (percentil)',
    percentileAxis: 'Percentil em relação ao grupo de referência',
    scores: 'Pontuações',
    scale: 'Escala',
    score: 'Pontuação',
    percentile: 'Percentil',
    level: 'Nível',
    band: 'Faixa de 90% do percentil',
    barsNote: (averageFrom, averageTo) =>
      `Cada barra termina no percentil: a parte do grupo de referência com pontuação menor. A faixa tracejada entre linhas interrompidas é o intervalo médio (percentis ${averageFrom}–${averageTo}).`,
    rangeNote:
      'Toda pontuação tem uma margem de erro. A faixa de 90% da tabela de pontuações é a pontuação ± 1,645 erros padrão de medida: em 90% das vezes a pontuação verdadeira está nesta faixa. Quando ela cruza um limite entre níveis, o nível aparece como “Provavelmente entre médio e alto” (ou semelhante) e o texto é uma tendência.',
    norms: (version, provisional) =>
      provisional
        ? `Normas ${version}, provisórias: adaptadas das tabelas IPIP-NEO-120 e IPIP-NEO-300 publicadas por Johnson (uma amostra anglófona pela internet) até que o produto tenha normas próprias para cada idioma.`
        : `Normas ${version}.`,
    report: 'Relatório',
    scaleByScale: 'Escala a escala',
    penNote:
      'A dureza de caráter (PEN P) é uma estimativa derivada de facetas de amabilidade e perseverança, não uma escala validada separadamente.',
    credit:
      'Itens do International Personality Item Pool (ipip.ori.org), de domínio público: Goldberg (1999); Johnson (2014).',
    disclaimer:
      'Uma descrição não clínica de preferências e tendências. Não é um diagnóstico nem um juízo sobre a capacidade ou o valor.',
    confidential: 'Confidencial',
    pageOf: 'Página {page} de {pages}',
  },
};
