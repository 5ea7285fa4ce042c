import { languages, type Language } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { reportAudiences, type ReportAudience } from './report-sections';
import { reportTexts } from './text/report-texts';

/** Every string of a text tree, with the path that leads to it, for error messages. */
function allStrings(value: unknown, path: string): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => allStrings(child, `${path}.${key}`));
}

/**
 * Words that would turn a non-clinical report into a clinical one, or label a person instead of
 * describing tendencies. A trailing `*` matches any ending ("diagnos*" also catches "diagnosis"),
 * otherwise the whole word must match, so the trait name "Neuroticism" passes and "neurotic" does
 * not, and "patient" as in "stays patient" passes while "patients" does not. Checked per language so a word in one language cannot clash with a harmless one in another
 * (Portuguese "depressa" means "quickly").
 */
const bannedWords: Record<Language, string[]> = {
  en: [
    'disorder*',
    'patholog*',
    'illness*',
    'disease*',
    'diagnos*',
    'clinic*',
    'patients',
    'symptom*',
    'abnormal*',
    'sick*',
    'therap*',
    'treatment*',
    'dysfunction*',
    'depress*',
    'psychot*',
    'psychosis',
    'neurotic',
    'mental health',
    'mentally',
    'trauma*',
    'deficien*',
    'disturbed',
    'crazy',
  ],
  es: [
    'trastorno*',
    'patolog*',
    'patológ*',
    'enferm*',
    'diagnós*',
    'diagnostic*',
    'clínic*',
    'pacientes',
    'síntoma*',
    'anormal*',
    'terapia*',
    'tratamiento*',
    'disfunci*',
    'depresi*',
    'deprimid*',
    'psicót*',
    'psicosis',
    'neurótic*',
    'salud mental',
    'trauma*',
    'loco',
    'loca',
  ],
  pt: [
    'transtorno*',
    'distúrbio*',
    'patolog*',
    'patológ*',
    'doença*',
    'doente*',
    'diagnós*',
    'clínic*',
    'pacientes',
    'sintoma*',
    'anormal*',
    'terapia*',
    'tratamento*',
    'disfunç*',
    'depressão',
    'depressiv*',
    'deprimid*',
    'psicót*',
    'psicose*',
    'neurótic*',
    'saúde mental',
    'trauma*',
    'louco',
    'louca',
  ],
};

function bannedWordPattern(word: string): RegExp {
  const isPrefix = word.endsWith('*');
  const stem = word.replace(/\*$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${stem}${isPrefix ? '' : '(?!\\p{L})'}`, 'iu');
}

const textsByLanguage = languages.map((language) => ({
  language,
  texts: allStrings(reportTexts[language], language),
}));

describe('report wording', () => {
  it('holds some two hundred texts per language to check', () => {
    for (const { texts } of textsByLanguage) expect(texts.length).toBeGreaterThan(200);
  });

  it('uses no diagnosis or clinical word in any language', () => {
    const offending = textsByLanguage.flatMap(({ language, texts }) =>
      texts.flatMap(({ path, text }) =>
        bannedWords[language]
          .filter((word) => bannedWordPattern(word).test(text))
          .map((word) => `${path}: "${word}"`),
      ),
    );
    expect(offending).toEqual([]);
  });

  it('contains no placeholder or template leftovers', () => {
    const placeholder = /lorem|ipsum|placeholder|undefined|\bnull\b|[{}<>]|\$\{/i;
    const note = /\b(TODO|TBD|FIXME|XXX)\b/;
    // A band hedge names its scale through its one slot, `{scale}`.
    const withoutSlot = ({ path, text }: { path: string; text: string }) =>
      path.includes('.bandHedges.') ? text.replace('{scale}', '') : text;
    const offending = textsByLanguage.flatMap(({ texts }) =>
      texts.filter((entry) => placeholder.test(withoutSlot(entry)) || note.test(entry.text)),
    );
    expect(offending).toEqual([]);
  });

  it('writes every text as trimmed prose ending in a full stop, names aside', () => {
    for (const { texts } of textsByLanguage) {
      for (const { path, text } of texts) {
        expect(text, path).toBe(text.trim());
        expect(text, path).not.toMatch(/ {2}/);
        const isLabel = /\.(scaleNames|sectionTitles|levelNames|likelyLevelNames)\./.test(path);
        // A band hedge introduces the scale's text that follows it.
        const ending = path.includes('.bandHedges.') ? /:$/ : /\.$/;
        if (!isLabel) expect(text, path).toMatch(ending);
      }
    }
  });
});

describe('construct accuracy (psychometric review §5)', () => {
  const voicesOf = (language: Language) =>
    reportAudiences.map((audience) => reportTexts[language].voices[audience]);
  const lowStraightforwardness = (language: Language) =>
    voicesOf(language).flatMap((voice) => [
      voice.descriptions.frankness.low,
      voice.sections.keyPersonToPerson.byScale.frankness.low,
      voice.candid.descriptions.frankness,
      voice.candid.sections.keyPersonToPerson.frankness,
    ]);
  const lowAgreeableness = (language: Language) =>
    voicesOf(language).flatMap((voice) => [
      voice.descriptions.agreeableness_or_amiability.low,
      voice.sections.generalConclusion.byScale.agreeableness_or_amiability.low,
    ]);

  it('describes low Straightforwardness as putting one’s own advantage first, not as tact or reserve', () => {
    const ownAdvantage = { en: /own advantage/, es: /propio beneficio/, pt: /própria vantagem/ };
    const euphemism = {
      en: /\b(tact|strategy|reserved)\b/i,
      es: /\b(tacto|estrategia|reserva)/i,
      pt: /\b(tato|estratégia|guardar para si)/i,
    };
    for (const language of languages) {
      for (const text of lowStraightforwardness(language)) {
        expect(text, language).toMatch(ownAdvantage[language]);
        expect(text, language).not.toMatch(euphemism[language]);
      }
    }
  });

  it('describes low Agreeableness as sceptical and competitive, never as direct or frank', () => {
    const frank = /\b(direct|frank\w*|franqueza|franco|franca|direto|directo)\b/i;
    const sceptical = { en: /sceptical/, es: /escepticismo/, pt: /ceticismo/ };
    for (const language of languages) {
      for (const text of lowAgreeableness(language)) {
        expect(text, language).not.toMatch(frank);
        expect(text, language).toMatch(sceptical[language]);
      }
    }
  });

  it('keeps "may be hard on themselves" for high Low mood in Spanish and Portuguese', () => {
    expect(reportTexts.es.voices.company.descriptions.depression.high).toContain(
      'juzgarse con dureza',
    );
    expect(reportTexts.es.voices.person.descriptions.depression.high).toContain(
      'juzgarte con dureza',
    );
    for (const audience of reportAudiences) {
      expect(reportTexts.pt.voices[audience].descriptions.depression.high).toContain(
        'julgar-se com dureza',
      );
    }
  });
});

/**
 * Words that only one voice uses. The person's report speaks to them: no "they", "the person", or
 * a sentence opening on a third-person verb ("Tends to…", "Tiende a…", "Tende a…"); the company's
 * speaks about them: no "you" in any form (Spanish "tú", Portuguese "você", the app's usage).
 */
const thirdPersonMarkers: Record<Language, RegExp> = {
  en: /(?<!\p{L})(they|their|theirs|themselves|the person)(?!\p{L})|^(Tends|Is|Enjoys|Likes|Prefers)(?!\p{L})/iu,
  es: /(?<!\p{L})(la persona|usted|ustedes|su propi[oa]s?|sus propi[oa]s)(?!\p{L})|^(Tiende|Suele|Es|Disfruta|Prefiere)(?!\p{L})/iu,
  pt: /(?<!\p{L})(a pessoa|da pessoa|à pessoa|pela pessoa)(?!\p{L})|^(Tende|Costuma|É|Aprecia|Prefere)(?!\p{L})/iu,
};
const secondPersonMarkers: Record<Language, RegExp> = {
  en: /(?<!\p{L})(you|your|yours|yourself)(?!\p{L})/iu,
  es: /(?<!\p{L})(tú|tu|tus|te|ti|contigo|tuyo|tuya|tuyos|tuyas)(?!\p{L})/iu,
  pt: /(?<!\p{L})(você|vocês|tu|teu|tua|teus|tuas|contigo)(?!\p{L})/iu,
};

describe.each(languages)('report voice in %s', (language) => {
  const voiceTexts = (audience: ReportAudience) =>
    allStrings(reportTexts[language].voices[audience], `${language}.${audience}`);

  it('speaks to the person in the second person, with no third-person marker', () => {
    const offending = voiceTexts('person').filter(({ text }) =>
      thirdPersonMarkers[language].test(text),
    );
    expect(offending).toEqual([]);
  });

  it('speaks about the person to the company, with no second-person marker', () => {
    const offending = voiceTexts('company')
      .concat({
        path: 'personOnlySectionReason',
        text: reportTexts[language].personOnlySectionReason,
      })
      .filter(({ text }) => secondPersonMarkers[language].test(text));
    expect(offending).toEqual([]);
  });

  it('addresses the reader in every introduction and closing of the person’s report', () => {
    const voice = reportTexts[language].voices.person;
    const framing = [
      ...Object.values(voice.sections).map((section) => section.introduction),
      voice.closing,
    ];
    for (const text of framing) expect(text).toMatch(secondPersonMarkers[language]);
  });

  it('catches the markers it looks for', () => {
    const third = { en: 'They enjoy company.', es: 'Tiende a cooperar.', pt: 'Tende a cooperar.' };
    const second = {
      en: 'You enjoy company.',
      es: 'Te gusta ayudar.',
      pt: 'Você gosta de ajudar.',
    };
    expect(third[language]).toMatch(thirdPersonMarkers[language]);
    expect(second[language]).toMatch(secondPersonMarkers[language]);
    expect(second[language]).not.toMatch(thirdPersonMarkers[language]);
  });
});
