/**
 * Spanish and Portuguese texts of the Johnson-120 items that `@bigfive-org/questions` gets wrong:
 * a different meaning (often another facet's item), a reversed sense, or broken grammar. Such a text
 * would measure something else than the English item, so the bank uses the correction instead.
 * `packageText` pins what the package said, so the generator stops when a package update changes it.
 */
export interface TranslationCorrection {
  readonly id: string;
  readonly en: string;
  readonly language: 'es' | 'pt';
  readonly packageText: string;
  readonly correctedText: string;
  readonly reason: string;
}

export const johnson120TranslationCorrections: readonly TranslationCorrection[] = [
  {
    id: '743d8973-1de1-4485-91b4-8a5cf63e7d44',
    en: 'Am often down in the dumps',
    language: 'pt',
    packageText: 'Estou sempre deprimido(a)',
    correctedText: 'Frequentemente me sinto para baixo',
    reason: '"always depressed" is stronger than "often down" and reads as a clinical term',
  },
  {
    id: 'd07b6c67-0d02-4948-a997-bb84ac234cd8',
    en: 'Am always on the go',
    language: 'pt',
    packageText: 'Estou sempre preparado(a)',
    correctedText: 'Estou sempre em movimento',
    reason: 'the package text means "always prepared", a self-discipline item',
  },
  {
    id: '10f90fa9-649c-4631-ac4c-3dd3f751597d',
    en: 'Act wild and crazy',
    language: 'es',
    packageText: 'Creo que soy una persona activa y vigorosa',
    correctedText: 'Actúo de forma alocada y desenfrenada',
    reason: 'the package repeats the activity item "Am always on the go"',
  },
  {
    id: '33b81fd0-7e32-4cd8-a13a-d5f5f754f998',
    en: 'Prefer to stick with things that I know',
    language: 'es',
    packageText: 'Prefiero quedarme cosas que conozco',
    correctedText: 'Prefiero quedarme con las cosas que conozco',
    reason: 'the package text is ungrammatical (missing "con")',
  },
  {
    id: 'e1e804c7-4a1d-498f-8610-f95147af9d1d',
    en: 'Love to read challenging material',
    language: 'es',
    packageText: 'Me gusta mucho leer',
    correctedText: 'Me encanta leer textos exigentes',
    reason: 'the package drops "challenging", which carries the intellect content',
  },
  {
    id: '96ba77b2-1a44-4dfd-95f9-ae4d1f714460',
    en: 'Tend to vote for conservative political candidates',
    language: 'es',
    packageText: 'Tiendo a votar por los candidatos políticos conservativos',
    correctedText: 'Tiendo a votar por candidatos políticos conservadores',
    reason: '"conservativos" is not Spanish',
  },
  {
    id: '17910a55-a64a-4ed0-8b46-293e2fa2fe03',
    en: 'Get back at others',
    language: 'es',
    packageText: 'No suelo apoyar a los otros',
    correctedText: 'Me vengo de los demás',
    reason: 'the package text means "I do not usually support others", not retaliation',
  },
  {
    id: '17910a55-a64a-4ed0-8b46-293e2fa2fe03',
    en: 'Get back at others',
    language: 'pt',
    packageText: 'Entro em contato com os outros',
    correctedText: 'Dou o troco nos outros',
    reason: 'the package text means "I get in touch with others"',
  },
  {
    id: '7df44711-4cd4-4b05-8830-73fcc3ebdab5',
    en: 'Think highly of myself',
    language: 'es',
    packageText: 'Espero mucho de mí mismo',
    correctedText: 'Me tengo en alta estima',
    reason: 'the package text means "I expect a lot of myself", an achievement item',
  },
  {
    id: '7df44711-4cd4-4b05-8830-73fcc3ebdab5',
    en: 'Think highly of myself',
    language: 'pt',
    packageText: 'Penso muito em mim',
    correctedText: 'Me tenho em alta conta',
    reason: 'the package text means "I think about myself a lot"',
  },
  {
    id: '1d686958-6fe7-432f-85e6-186b99e4e232',
    en: 'Have a high opinion of myself',
    language: 'es',
    packageText: 'Tengo altas expectativas de mí mismo',
    correctedText: 'Tengo una opinión muy elevada de mí mismo/a',
    reason: 'the package text means "I have high expectations of myself"',
  },
  {
    id: 'c7db0ed8-df7d-49bf-942f-59e46ef743c4',
    en: 'Waste my time',
    language: 'es',
    packageText: 'No hago mucho en mi tiempo libre',
    correctedText: 'Pierdo el tiempo',
    reason: 'the package text is the reversed activity item "Do a lot in my spare time"',
  },
  {
    id: '956f3e17-ff17-4af5-a52f-9222b8968106',
    en: 'Make rash decisions',
    language: 'pt',
    packageText: 'Tomo decisões difíceis',
    correctedText: 'Tomo decisões precipitadas',
    reason: 'the package text means "I make difficult decisions"',
  },
];
