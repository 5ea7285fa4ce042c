import type { ReportLanguage } from '@facet/reports-domain';

/** Fixed wording of the PDF around the report text, in every language of the product. */
export interface DocumentLabels {
  title: string;
  person: string;
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
  report: string;
  penNote: string;
  credit: string;
  disclaimer: string;
}

export const documentLabels: Record<ReportLanguage, DocumentLabels> = {
  en: {
    title: 'Personality report',
    person: 'Person',
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
    report: 'Report',
    penNote:
      'Tough-mindedness (PEN P) is an estimate derived from agreeableness and perseverance facets, not a separately validated scale.',
    credit:
      'Questionnaire items from the International Personality Item Pool (ipip.ori.org), public domain: Goldberg (1999); Johnson (2014). Norms: Johnson (2014), IPIP-NEO-120.',
    disclaimer:
      'A non-clinical description of preferences and tendencies. It is not a diagnosis and not a judgement of ability or worth.',
  },
  es: {
    title: 'Informe de personalidad',
    person: 'Persona',
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
    report: 'Informe',
    penNote:
      'La dureza de carácter (PEN P) es una estimación derivada de facetas de amabilidad y perseverancia, no una escala validada por separado.',
    credit:
      'Ítems del International Personality Item Pool (ipip.ori.org), de dominio público: Goldberg (1999); Johnson (2014). Baremos: Johnson (2014), IPIP-NEO-120.',
    disclaimer:
      'Una descripción no clínica de preferencias y tendencias. No es un diagnóstico ni un juicio sobre la capacidad o la valía.',
  },
  pt: {
    title: 'Relatório de personalidade',
    person: 'Pessoa',
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
    report: 'Relatório',
    penNote:
      'A dureza de caráter (PEN P) é uma estimativa derivada de facetas de amabilidade e perseverança, não uma escala validada separadamente.',
    credit:
      'Itens do International Personality Item Pool (ipip.ori.org), de domínio público: Goldberg (1999); Johnson (2014). Normas: Johnson (2014), IPIP-NEO-120.',
    disclaimer:
      'Uma descrição não clínica de preferências e tendências. Não é um diagnóstico nem um juízo sobre a capacidade ou o valor.',
  },
};
