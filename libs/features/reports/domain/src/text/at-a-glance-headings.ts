import type { Language } from '@facet/platform-kernel';

/**
 * The headings of the person's profile at a glance, shared by the result page and the PDF so both
 * read the same.
 */
export const atAGlanceHeadings = {
  title: {
    en: 'Your profile at a glance',
    es: 'Tu perfil de un vistazo',
    pt: 'Seu perfil em um relance',
  },
  strengths: {
    en: 'Your strengths',
    es: 'Tus puntos fuertes',
    pt: 'Seus pontos fortes',
  },
  watchOuts: {
    en: 'Worth watching',
    es: 'A tener en cuenta',
    pt: 'Pontos de atenção',
  },
  atWork: {
    en: 'What this means at work',
    es: 'Qué significa en el trabajo',
    pt: 'O que isso significa no trabalho',
  },
  facets: {
    en: 'The 30 facets, domain by domain',
    es: 'Las 30 facetas, dominio por dominio',
    pt: 'As 30 facetas, domínio por domínio',
  },
  howToRead: {
    en: 'How to read this',
    es: 'Cómo leer este informe',
    pt: 'Como ler este relatório',
  },
} as const satisfies Record<string, Record<Language, string>>;
