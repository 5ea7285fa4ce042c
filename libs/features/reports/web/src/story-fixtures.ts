import { answerScale, currentNorms, items, scoreAnswers } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { resultInform, type ResultInform } from '@facet/reports-domain';

/** A result with a spread of levels, so every part of the page has something to show. */
export function fixtureInform(lang: Language = 'en'): ResultInform {
  const answers = Object.fromEntries(
    items.map((item, index) => [item.id, answerScale[(index * 7 + (index >> 3)) % 5] ?? 'neutral']),
  );
  return resultInform(
    {
      result_id: 12,
      number: 2,
      date: '2025-03-14T10:20:00.000Z',
      scores: scoreAnswers(answers),
      norm_version: currentNorms.version,
    },
    lang,
    'person',
  );
}
