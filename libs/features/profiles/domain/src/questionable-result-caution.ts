import type { ProtocolValidity } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';

/** What the company reads above the report of a questionable result, in every language. */
export interface QuestionableResultCaution {
  title: Record<Language, string>;
  /** For a result the checks flagged. */
  text: Record<Language, string>;
  /** For a result finished before the answers were checked, which reads as questionable. */
  uncheckedText: Record<Language, string>;
}

/**
 * The caution a company reads above the report of a questionable result, on the page and in the
 * PDF alike (psychometric review F3): such a report reads as confidently as any other, so it
 * says plainly that it may not describe the person and must be confirmed before a decision.
 */
export const questionableResultCaution: QuestionableResultCaution = {
  title: {
    en: 'Confirm this result before any decision',
    es: 'Confirma este resultado antes de tomar cualquier decisión',
    pt: 'Confirme este resultado antes de tomar qualquer decisão',
  },
  text: {
    en: 'Some answers were inconsistent or given in a hurry, so these scores may not describe the person well. Confirm what matters, for example in an interview, before making any decision with this report.',
    es: 'Algunas respuestas fueron incoherentes o se dieron con prisa, así que estas puntuaciones pueden no describir bien a la persona. Confirma lo que importe, por ejemplo en una entrevista, antes de tomar cualquier decisión con este informe.',
    pt: 'Algumas respostas foram incoerentes ou dadas com pressa, por isso estas pontuações podem não descrever bem a pessoa. Confirme o que for importante, por exemplo em uma entrevista, antes de tomar qualquer decisão com este relatório.',
  },
  uncheckedText: {
    en: 'This result was finished before answers were checked for consistency and speed, so these scores may not describe the person well. Confirm what matters, for example in an interview, before making any decision with this report.',
    es: 'Este resultado se completó antes de que se comprobaran la coherencia y la velocidad de las respuestas, así que estas puntuaciones pueden no describir bien a la persona. Confirma lo que importe, por ejemplo en una entrevista, antes de tomar cualquier decisión con este informe.',
    pt: 'Este resultado foi concluído antes de a coerência e a velocidade das respostas serem verificadas, por isso estas pontuações podem não descrever bem a pessoa. Confirme o que for importante, por exemplo em uma entrevista, antes de tomar qualquer decisão com este relatório.',
  },
};

/** Whether the questionable status only says the result was never checked. */
export const wasNeverChecked = (validity: ProtocolValidity): boolean =>
  validity.flags.includes('not_checked');

/** The caution printed above the company's report, in one language; null unless questionable. */
export function questionableCautionIn(
  validity: ProtocolValidity,
  language: Language,
): { title: string; text: string } | null {
  if (validity.status !== 'questionable') return null;
  const text = wasNeverChecked(validity)
    ? questionableResultCaution.uncheckedText
    : questionableResultCaution.text;
  return { title: questionableResultCaution.title[language], text: text[language] };
}
