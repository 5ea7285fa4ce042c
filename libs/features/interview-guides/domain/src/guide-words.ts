import type { ProtocolValidity } from '@facet/assessment-domain';
import {
  questionableResultCaution,
  resultDecisionWords,
  wasNeverChecked,
} from '@facet/profiles-domain';

import type { Translations } from './question-bank/probe-shape';

/** The namespace of the guide's words' catalogue: its ids are `interviewGuide.words.<key>`. */
export const interviewGuideWordsNamespace = 'interviewGuide.words';

/**
 * The words of a guide itself, the entries of one catalogue that the screen (react-intl) and the
 * PDF (`catalogueFormatter`) each define, so both say the same (D87, D89). The questionable
 * caution and the position of a scale against the range are the employee result's own words
 * (profiles').
 */
export const interviewGuideWordEntries = {
  title: { en: 'Interview guide', es: 'Guía de entrevista', pt: 'Guia de entrevista' },
  person: { en: 'Person', es: 'Persona', pt: 'Pessoa' },
  profile: { en: 'Profile', es: 'Perfil', pt: 'Perfil' },
  result: { en: 'Result', es: 'Resultado', pt: 'Resultado' },
  resultOf: {
    en: 'Assessment {number}, {date}',
    es: 'Evaluación {number}, {date}',
    pt: 'Avaliação {number}, {date}',
  },
  validity: { en: 'Validity', es: 'Validez', pt: 'Validade' },
  note: {
    en: 'The assessment informs the interview; it never decides. Ask each question as written, listen for what the person actually did, and decide on all the evidence of the selection process, not on a score.',
    es: 'La evaluación orienta la entrevista; nunca decide. Haz cada pregunta tal como está escrita, escucha lo que la persona hizo realmente y decide con todas las pruebas del proceso de selección, no con una puntuación.',
    pt: 'A avaliação orienta a entrevista; nunca decide. Faça cada pergunta como está escrita, ouça o que a pessoa realmente fez e decida com todas as evidências do processo seletivo, não com uma pontuação.',
  },
  validTitle: {
    en: 'Valid result',
    es: 'Resultado válido',
    pt: 'Resultado válido',
  },
  validText: {
    en: 'The answers passed the consistency and speed checks.',
    es: 'Las respuestas superaron las comprobaciones de coherencia y velocidad.',
    pt: 'As respostas passaram nas verificações de coerência e velocidade.',
  },
  questionableTitle: questionableResultCaution.title,
  questionableText: questionableResultCaution.text,
  uncheckedText: questionableResultCaution.uncheckedText,
  invalidTitle: {
    en: 'Invalid result: no questions aimed',
    es: 'Resultado no válido: ninguna pregunta orientada',
    pt: 'Resultado inválido: nenhuma pergunta direcionada',
  },
  invalidText: {
    en: 'The answers did not pass the validity checks, so this result describes nobody and the guide aims no question at it. Interview as you would without an assessment.',
    es: 'Las respuestas no superaron las comprobaciones de validez, así que este resultado no describe a nadie y la guía no orienta ninguna pregunta a partir de él. Entrevista como lo harías sin evaluación.',
    pt: 'As respostas não passaram nas verificações de validade, por isso este resultado não descreve ninguém e o guia não direciona nenhuma pergunta a partir dele. Entreviste como faria sem avaliação.',
  },
  nothingOutsideTitle: {
    en: 'Nothing to probe',
    es: 'Nada que explorar',
    pt: 'Nada a explorar',
  },
  nothingOutside: {
    en: 'Every scale the profile sets is inside its range: the assessment points at nothing in particular. Interview on the role’s own questions.',
    es: 'Todas las escalas que define el perfil están dentro de su rango: la evaluación no señala nada en particular. Entrevista con las preguntas propias del puesto.',
    pt: 'Todas as escalas que o perfil define estão dentro da faixa: a avaliação não aponta nada em particular. Entreviste com as perguntas próprias da função.',
  },
  scalesTitle: {
    en: 'What to probe, in this order',
    es: 'Qué explorar, en este orden',
    pt: 'O que explorar, nesta ordem',
  },
  below: resultDecisionWords.below,
  above: resultDecisionWords.above,
  borderlineBelow: resultDecisionWords.borderlineBelow,
  borderlineAbove: resultDecisionWords.borderlineAbove,
  lookFor: { en: 'What to look for', es: 'Qué buscar', pt: 'O que procurar' },
  questions: { en: 'Questions', es: 'Preguntas', pt: 'Perguntas' },
  strong: {
    en: 'A strong answer',
    es: 'Una respuesta sólida',
    pt: 'Uma resposta sólida',
  },
  weak: { en: 'A weak answer', es: 'Una respuesta débil', pt: 'Uma resposta fraca' },
  penNote: {
    en: 'The PEN scales are never probed: they re-weigh the answers of the Big Five domains and describe no behaviour of their own to ask about.',
    es: 'Las escalas PEN nunca se exploran: vuelven a ponderar las respuestas de los dominios de los Cinco Grandes y no describen una conducta propia sobre la que preguntar.',
    pt: 'As escalas PEN nunca são exploradas: reponderam as respostas dos domínios dos Cinco Grandes e não descrevem um comportamento próprio sobre o qual perguntar.',
  },
  penNotProbed: {
    en: 'Off the profile’s range but not probed: {scales}.',
    es: 'Fuera del rango del perfil, pero sin explorar: {scales}.',
    pt: 'Fora da faixa do perfil, mas não exploradas: {scales}.',
  },
} satisfies Record<string, Translations>;

export type GuideWordKey = keyof typeof interviewGuideWordEntries;

/** Which of the words places a probed scale against the range. */
export function guidePositionWordsKey(scale: {
  direction: 'high' | 'low';
  position: 'outside' | 'borderline';
}): 'below' | 'above' | 'borderlineBelow' | 'borderlineAbove' {
  if (scale.position === 'outside') return scale.direction === 'low' ? 'below' : 'above';
  return scale.direction === 'low' ? 'borderlineBelow' : 'borderlineAbove';
}

/** The title and text that say a result's validity on the guide, the screen's and the PDF's. */
export function guideValidityWords(
  validity: ProtocolValidity,
): Record<'title' | 'text', GuideWordKey> {
  if (validity.status === 'valid') return { title: 'validTitle', text: 'validText' };
  if (validity.status === 'invalid') return { title: 'invalidTitle', text: 'invalidText' };
  return {
    title: 'questionableTitle',
    text: wasNeverChecked(validity) ? 'uncheckedText' : 'questionableText',
  };
}
