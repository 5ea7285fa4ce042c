/**
 * Writes readable report samples for five contrasting answer sets to docs/report-samples/
 * (<sample>.<lang>.md, in en, es and pt), so a person can read what the report says for a real
 * scored result (issue 6). Run with `npx tsx tools/scripts/generate-report-samples.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  answerScale,
  currentNorms,
  describeScores,
  domains,
  facetsByDomain,
  itemBankVersion,
  items,
  penScales,
  protocolValidity,
  scoreAnswers,
  type Answer,
  type AnswerSet,
  type Domain,
  type Item,
  type ProtocolValidity,
  type Scale,
  type ScoreDescriptions,
} from '@facet/assessment-domain';
import { languages, type Language } from '@facet/platform-kernel';
import {
  buildReport,
  describeStanding,
  levelOrRangeName,
  reportTextVersion,
  scaleName,
} from '@facet/reports-domain';

interface Sample {
  slug: string;
  title: Record<Language, string>;
  explanation: Record<Language, string>;
  answerFor: (item: Item, index: number) => Answer;
}

/** The answer that moves a score on this item towards the high end or the low end of its facet. */
function answerTowards(item: Item, direction: 'high' | 'low'): Answer {
  const raisesScore = (item.keyed === 'plus') === (direction === 'high');
  return raisesScore ? 'strongly_agree' : 'strongly_disagree';
}

/** A small seeded generator (mulberry32), so the random sample is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A careful person's answers: each facet has its own level (high, low or average, drawn with a
 * fixed seed) and each answer follows the item's key towards it, with the strength people vary.
 */
const carefulDraws = (() => {
  const next = seededRandom(20_050_103);
  const levelOfFacet = new Map<string, 'high' | 'low' | 'average'>();
  return items.map((item, index): Answer => {
    const level =
      levelOfFacet.get(item.facet) ??
      (['high', 'low', 'average'] as const)[Math.floor(next() * 3)] ??
      'average';
    levelOfFacet.set(item.facet, level);
    const strong = index % 2 === 0;
    if (level === 'average') {
      const raises = item.keyed === 'plus';
      return strong ? 'neutral' : raises ? 'agree' : 'disagree';
    }
    const raisesScore = (item.keyed === 'plus') === (level === 'high');
    if (raisesScore) return strong ? 'strongly_agree' : 'agree';
    return strong ? 'strongly_disagree' : 'disagree';
  });
})();

const randomDraws = (() => {
  const next = seededRandom(20_240_601);
  return items.map(() => answerScale[Math.floor(next() * answerScale.length)] ?? 'neutral');
})();

const samples: Sample[] = [
  {
    slug: 'all-agree',
    title: { en: 'All "agree"', es: 'Todo «de acuerdo»', pt: 'Tudo “concordo”' },
    explanation: {
      en: 'Every item answered "agree". Because each facet mixes positively and negatively worded items, agreeing with everything largely cancels out and most scores land near the middle.',
      es: 'Todas las preguntas respondidas con «de acuerdo». Como cada faceta combina enunciados en sentido positivo y negativo, estar de acuerdo con todo se compensa en gran parte y la mayoría de las puntuaciones quedan cerca del centro.',
      pt: 'Todas as perguntas respondidas com “concordo”. Como cada faceta combina afirmações em sentido positivo e negativo, concordar com tudo compensa-se em grande parte e a maioria das pontuações fica perto do centro.',
    },
    answerFor: () => 'agree',
  },
  {
    slug: 'all-disagree',
    title: { en: 'All "disagree"', es: 'Todo «en desacuerdo»', pt: 'Tudo “discordo”' },
    explanation: {
      en: 'Every item answered "disagree", the mirror image of the previous sample.',
      es: 'Todas las preguntas respondidas con «en desacuerdo», la imagen inversa de la muestra anterior.',
      pt: 'Todas as perguntas respondidas com “discordo”, a imagem inversa da amostra anterior.',
    },
    answerFor: () => 'disagree',
  },
  {
    slug: 'all-neutral',
    title: { en: 'All "neutral"', es: 'Todo «neutral»', pt: 'Tudo “neutro”' },
    explanation: {
      en: 'Every item answered "neutral": 16 on every facet and 96 on every domain.',
      es: 'Todas las preguntas respondidas con «neutral»: 16 en cada faceta y 96 en cada dimensión.',
      pt: 'Todas as perguntas respondidas com “neutro”: 16 em cada faceta e 96 em cada dimensão.',
    },
    answerFor: () => 'neutral',
  },
  {
    slug: 'outgoing-and-calm',
    title: {
      en: 'Outgoing and calm',
      es: 'Extraversión alta y neuroticismo bajo',
      pt: 'Extroversão alta e neuroticismo baixo',
    },
    explanation: {
      en: 'Answers that raise every extraversion facet and lower every neuroticism facet as far as possible; every other item answered "neutral".',
      es: 'Respuestas que elevan al máximo todas las facetas de extraversión y reducen al mínimo todas las de neuroticismo; el resto de las preguntas, «neutral».',
      pt: 'Respostas que elevam ao máximo todas as facetas de extroversão e reduzem ao mínimo todas as de neuroticismo; as restantes perguntas, “neutro”.',
    },
    answerFor: (item) => {
      if (item.domain === 'extraversion') return answerTowards(item, 'high');
      if (item.domain === 'neuroticism_x_emotional_stability') return answerTowards(item, 'low');
      return 'neutral';
    },
  },
  {
    slug: 'careful-varied',
    title: {
      en: 'A careful, varied person',
      es: 'Una persona cuidadosa y variada',
      pt: 'Uma pessoa cuidadosa e variada',
    },
    explanation: {
      en: 'Each facet at its own level (high, low or average, drawn with a fixed seed), every answer following the item’s wording towards it with varying strength: how a person who reads each statement answers.',
      es: 'Cada faceta en su propio nivel (alto, bajo o medio, sorteado con una semilla fija) y cada respuesta sigue el sentido del enunciado hacia él con distinta intensidad: como responde quien lee cada afirmación.',
      pt: 'Cada faceta no seu próprio nível (alto, baixo ou médio, sorteado com uma semente fixa) e cada resposta segue o sentido da afirmação em direção a ele com intensidade variável: como responde quem lê cada afirmação.',
    },
    answerFor: (_item, index) => carefulDraws[index] ?? 'neutral',
  },
  {
    slug: 'seeded-random',
    title: { en: 'Random answers', es: 'Respuestas aleatorias', pt: 'Respostas aleatórias' },
    explanation: {
      en: 'Every item answered at random with a fixed seed, so the sample is the same on every run.',
      es: 'Todas las preguntas respondidas al azar con una semilla fija, de modo que la muestra es la misma en cada ejecución.',
      pt: 'Todas as perguntas respondidas ao acaso com uma semente fixa, de modo que a amostra é a mesma em cada execução.',
    },
    answerFor: (_item, index) => randomDraws[index] ?? 'neutral',
  },
];

const labels: Record<
  Language,
  Record<
    | 'sample'
    | 'scores'
    | 'scale'
    | 'raw'
    | 't'
    | 'percentile'
    | 'level'
    | 'report'
    | 'scaleTexts'
    | 'pen'
    | 'validity'
    | 'validityStatus'
    | 'validityFlags'
    | 'noFlags'
    | 'generated',
    string
  >
> = {
  en: {
    sample: 'Report sample',
    scores: 'Scores',
    scale: 'Scale',
    raw: 'Raw',
    t: 'T',
    percentile: 'Percentile',
    level: 'Level',
    report: 'Report',
    scaleTexts: 'What each score means',
    pen: 'PEN model',
    validity: 'Protocol validity',
    validityStatus: 'Status',
    validityFlags: 'Flags',
    noFlags: 'none',
    generated: 'Generated by tools/scripts/generate-report-samples.ts',
  },
  es: {
    sample: 'Muestra de informe',
    scores: 'Puntuaciones',
    scale: 'Escala',
    raw: 'Directa',
    t: 'T',
    percentile: 'Percentil',
    level: 'Nivel',
    report: 'Informe',
    scaleTexts: 'Qué significa cada puntuación',
    pen: 'Modelo PEN',
    validity: 'Validez del protocolo',
    validityStatus: 'Estado',
    validityFlags: 'Señales',
    noFlags: 'ninguna',
    generated: 'Generado por tools/scripts/generate-report-samples.ts',
  },
  pt: {
    sample: 'Amostra de relatório',
    scores: 'Pontuações',
    scale: 'Escala',
    raw: 'Bruta',
    t: 'T',
    percentile: 'Percentil',
    level: 'Nível',
    report: 'Relatório',
    scaleTexts: 'O que significa cada pontuação',
    pen: 'Modelo PEN',
    validity: 'Validade do protocolo',
    validityStatus: 'Estado',
    validityFlags: 'Sinais',
    noFlags: 'nenhum',
    generated: 'Gerado por tools/scripts/generate-report-samples.ts',
  },
};

function scoreRow(scale: Scale, descriptions: ScoreDescriptions, language: Language) {
  const { raw, t, percentile, level, band } = descriptions[scale];
  return `| ${scaleName(scale, language)} | ${raw} | ${t} | ${percentile} | ${levelOrRangeName(level, band.crossing, language)} |`;
}

function scoreTable(
  scalesInTable: readonly Scale[],
  descriptions: ScoreDescriptions,
  language: Language,
) {
  const text = labels[language];
  return [
    `| ${text.scale} | ${text.raw} | ${text.t} | ${text.percentile} | ${text.level} |`,
    '| --- | ---: | ---: | ---: | --- |',
    ...scalesInTable.map((scale) => scoreRow(scale, descriptions, language)),
  ].join('\n');
}

/** One scale's level (or likely levels) and text, as the person's report prints them. */
function scaleLine(scale: Scale, descriptions: ScoreDescriptions, language: Language) {
  const { level, band } = descriptions[scale];
  const shown = levelOrRangeName(level, band.crossing, language);
  return `- **${scaleName(scale, language)}** (${shown}): ${describeStanding(scale, descriptions[scale], language, 'person')}`;
}

function domainBlock(domain: Domain, descriptions: ScoreDescriptions, language: Language) {
  const domainScales: Scale[] = [domain, ...facetsByDomain[domain]];
  return [
    `### ${scaleName(domain, language)}`,
    scoreTable(domainScales, descriptions, language),
    domainScales.map((scale) => scaleLine(scale, descriptions, language)).join('\n'),
  ].join('\n\n');
}

/** The validity indices as the result stores them (timings are not part of a sample). */
function validityBlock(validity: ProtocolValidity, language: Language) {
  const text = labels[language];
  const flags = validity.flags.length > 0 ? validity.flags.join(', ') : text.noFlags;
  return [
    `## ${text.validity}`,
    `- **${text.validityStatus}:** ${validity.status}`,
    `- **${text.validityFlags}:** ${flags}`,
    '```json\n' + JSON.stringify(validity.indices) + '\n```',
  ].join('\n');
}

function sampleMarkdown(
  sample: Sample,
  descriptions: ScoreDescriptions,
  validity: ProtocolValidity,
  language: Language,
) {
  const text = labels[language];
  const report = buildReport(descriptions, language, 'person');
  const penScaleTexts = penScales
    .map((scale) => scaleLine(scale, descriptions, language))
    .join('\n');
  return (
    [
      `# ${text.sample}: ${sample.title[language]}`,
      sample.explanation[language],
      `_${text.generated} (${reportTextVersion}, ${itemBankVersion}, ${currentNorms.version})._`,
      validityBlock(validity, language),
      `## ${text.report}`,
      ...report.map((section) => [`### ${section.title}`, ...section.paragraphs].join('\n\n')),
      `## ${text.scores}`,
      scoreTable(domains, descriptions, language),
      `## ${text.scaleTexts}`,
      ...domains.map((domain) => domainBlock(domain, descriptions, language)),
      `### ${text.pen}`,
      scoreTable(penScales, descriptions, language),
      penScaleTexts,
    ].join('\n\n') + '\n'
  );
}

const outputDirectory = new URL('../../docs/report-samples/', import.meta.url);
mkdirSync(outputDirectory, { recursive: true });

for (const sample of samples) {
  const answers: AnswerSet = Object.fromEntries(
    items.map((item, index) => [item.id, sample.answerFor(item, index)]),
  );
  const descriptions = describeScores(scoreAnswers(answers));
  const validity = protocolValidity(answers);
  for (const language of languages) {
    const file = new URL(`${sample.slug}.${language}.md`, outputDirectory);
    writeFileSync(file, sampleMarkdown(sample, descriptions, validity, language));
    console.log(`wrote ${file.pathname}`);
  }
}
