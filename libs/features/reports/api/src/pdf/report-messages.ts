import { defineCatalogue } from '@facet/platform-i18n';

/**
 * The fixed wording of the report's PDF around the report text, in every language of the
 * product (`documentLabels` formats it for one language).
 */
export const reportDocumentMessages = defineCatalogue('pdf.report', {
  title: {
    en: 'Personality profile',
    es: 'Perfil de personalidad',
    pt: 'Perfil de personalidade',
  },
  person: {
    en: 'Person',
    es: 'Persona',
    pt: 'Pessoa',
  },
  company: {
    en: 'Company',
    es: 'Empresa',
    pt: 'Empresa',
  },
  date: {
    en: 'Date',
    es: 'Fecha',
    pt: 'Data',
  },
  result: {
    en: 'Result',
    es: 'Resultado',
    pt: 'Resultado',
  },
  domainsChart: {
    en: 'Big Five domains (percentile)',
    es: 'Dominios de los Cinco Grandes (percentil)',
    pt: 'Domínios dos Cinco Grandes (percentil)',
  },
  penChart: {
    en: 'PEN scales (percentile)',
    es: 'Escalas PEN (percentil)',
    pt: 'Escalas PEN (percentil)',
  },
  percentileAxis: {
    en: 'Percentile against the reference group',
    es: 'Percentil frente al grupo de referencia',
    pt: 'Percentil em relação ao grupo de referência',
  },
  scores: {
    en: 'Scores',
    es: 'Puntuaciones',
    pt: 'Pontuações',
  },
  scale: {
    en: 'Scale',
    es: 'Escala',
    pt: 'Escala',
  },
  score: {
    en: 'Score',
    es: 'Puntuación',
    pt: 'Pontuação',
  },
  percentile: {
    en: 'Percentile',
    es: 'Percentil',
    pt: 'Percentil',
  },
  level: {
    en: 'Level',
    es: 'Nivel',
    pt: 'Nível',
  },
  band: {
    en: 'Percentile range, 90%',
    es: 'Intervalo del 90 % del percentil',
    pt: 'Faixa de 90% do percentil',
  },
  rangeNote: {
    en: 'Every score has a margin of error. The 90% range in the score table is the score ± 1.645 standard errors of measurement: 90% of the time the true score lies in this range. Where it crosses a level boundary, the level reads “Likely average to high” (or similar) and the text is a tendency.',
    es: 'Toda puntuación tiene un margen de error. El intervalo del 90 % de la tabla de puntuaciones es la puntuación ± 1,645 errores típicos de medida: el 90 % de las veces la puntuación verdadera está en este intervalo. Cuando cruza un límite entre niveles, el nivel se lee «Probablemente entre medio y alto» (o similar) y el texto es una tendencia.',
    pt: 'Toda pontuação tem uma margem de erro. A faixa de 90% da tabela de pontuações é a pontuação ± 1,645 erros padrão de medida: em 90% das vezes a pontuação verdadeira está nesta faixa. Quando ela cruza um limite entre níveis, o nível aparece como “Provavelmente entre médio e alto” (ou semelhante) e o texto é uma tendência.',
  },
  report: {
    en: 'Report',
    es: 'Informe',
    pt: 'Relatório',
  },
  scaleByScale: {
    en: 'Scale by scale',
    es: 'Escala por escala',
    pt: 'Escala a escala',
  },
  summaryNote: {
    en: 'This is the short summary of your results that the company you applied to gives its candidates. You can ask for all the data held about you at any time, from the data-rights requests of your account.',
    es: 'Este es el resumen breve de tus resultados que la empresa en la que te has inscrito da a sus candidatos. Puedes pedir todos los datos que se guardan sobre ti cuando quieras, desde las solicitudes de derechos de datos de tu cuenta.',
    pt: 'Este é o resumo breve dos seus resultados que a empresa à qual você se candidatou oferece às pessoas candidatas. É possível pedir todos os dados guardados sobre você a qualquer momento, nas solicitações de direitos de dados da sua conta.',
  },
  penNote: {
    en: 'Tough-mindedness (PEN P) is an estimate derived from agreeableness and perseverance facets, not a separately validated scale.',
    es: 'La dureza de carácter (PEN P) es una estimación derivada de facetas de amabilidad y perseverancia, no una escala validada por separado.',
    pt: 'A dureza de caráter (PEN P) é uma estimativa derivada de facetas de amabilidade e perseverança, não uma escala validada separadamente.',
  },
  credit: {
    en: 'Questionnaire items from the International Personality Item Pool (ipip.ori.org), public domain: Goldberg (1999); Johnson (2014).',
    es: 'Ítems del International Personality Item Pool (ipip.ori.org), de dominio público: Goldberg (1999); Johnson (2014).',
    pt: 'Itens do International Personality Item Pool (ipip.ori.org), de domínio público: Goldberg (1999); Johnson (2014).',
  },
  disclaimer: {
    en: 'A non-clinical description of preferences and tendencies. It is not a diagnosis and not a judgement of ability or worth.',
    es: 'Una descripción no clínica de preferencias y tendencias. No es un diagnóstico ni un juicio sobre la capacidad o la valía.',
    pt: 'Uma descrição não clínica de preferências e tendências. Não é um diagnóstico nem um juízo sobre a capacidade ou o valor.',
  },
  barsNote: {
    en: 'Each bar ends at the percentile: the share of the reference group scoring lower. The hatched band between dashed lines is the average range (percentiles {averageFrom}–{averageTo}).',
    es: 'Cada barra termina en el percentil: la parte del grupo de referencia con puntuación menor. La franja rayada entre líneas discontinuas es el rango medio (percentiles {averageFrom}–{averageTo}).',
    pt: 'Cada barra termina no percentil: a parte do grupo de referência com pontuação menor. A faixa tracejada entre linhas interrompidas é o intervalo médio (percentis {averageFrom}–{averageTo}).',
  },
  norms: {
    en: "{provisional, select, true {Norms {version}, provisional: adapted from Johnson's published IPIP-NEO-120 and IPIP-NEO-300 tables (an English-speaking internet sample) until the product has norms of its own for each language.} other {Norms {version}.}}",
    es: '{provisional, select, true {Baremos {version}, provisionales: adaptados de las tablas IPIP-NEO-120 e IPIP-NEO-300 publicadas por Johnson (una muestra angloparlante por internet) hasta que el producto tenga baremos propios para cada idioma.} other {Baremos {version}.}}',
    pt: '{provisional, select, true {Normas {version}, provisórias: adaptadas das tabelas IPIP-NEO-120 e IPIP-NEO-300 publicadas por Johnson (uma amostra anglófona pela internet) até que o produto tenha normas próprias para cada idioma.} other {Normas {version}.}}',
  },
});
