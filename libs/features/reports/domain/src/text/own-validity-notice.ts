import type { ProtocolValidity } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';

/** A notice's heading and its sentence, each in every language. */
export interface ValidityNoticeText {
  title: Record<Language, string>;
  text: Record<Language, string>;
}

/**
 * What the person reads about their own flagged result, on the result page and on page 1 of
 * their PDF alike: one wording. An invalid protocol is told with care, never as a fault: the
 * person did nothing wrong by answering.
 */
export const ownValidityNotice: Record<'invalid' | 'questionable', ValidityNoticeText> = {
  invalid: {
    title: {
      en: 'This reading may not describe you',
      es: 'Esta lectura puede no describirte',
      pt: 'Esta leitura pode não descrever você',
    },
    text: {
      en: 'Your answers show a pattern (for example the same answer many times in a row, or very fast answers) that makes this reading unreliable. Your company sees your scores but no interpretation. You can ask your manager for one free retake.',
      es: 'Tus respuestas muestran un patrón (por ejemplo, la misma respuesta muchas veces seguidas o respuestas muy rápidas) que hace que esta lectura no sea fiable. Tu empresa ve tus puntuaciones, pero ninguna interpretación. Puedes pedir a tu responsable que te permita repetirla una vez sin coste.',
      pt: 'Suas respostas mostram um padrão (por exemplo, a mesma resposta muitas vezes seguidas ou respostas muito rápidas) que torna esta leitura pouco confiável. Sua empresa vê suas pontuações, mas nenhuma interpretação. Você pode pedir ao seu gestor para refazê-la uma vez sem custo.',
    },
  },
  questionable: {
    title: {
      en: 'Read this result with some caution',
      es: 'Lee este resultado con cierta cautela',
      pt: 'Leia este resultado com alguma cautela',
    },
    text: {
      en: 'One thing in your answers suggests this reading may be less precise than usual. Your report is complete, and your company sees it as usual.',
      es: 'Algo en tus respuestas indica que esta lectura puede ser menos precisa de lo habitual. Tu informe está completo y tu empresa lo ve como siempre.',
      pt: 'Algo nas suas respostas indica que esta leitura pode ser menos precisa do que o habitual. Seu relatório está completo e sua empresa o vê como sempre.',
    },
  },
};

/** The person's notice about their own result in one language; null for a valid protocol. */
export function ownValidityNoticeIn(
  validity: ProtocolValidity,
  language: Language,
): { title: string; text: string } | null {
  if (validity.status === 'valid') return null;
  const notice = ownValidityNotice[validity.status];
  return { title: notice.title[language], text: notice.text[language] };
}
