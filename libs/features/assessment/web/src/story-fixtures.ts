import { questionsForLanguage, type Answer } from '@facet/assessment-domain';
import type { PageQuestion } from './screens/diagnostic/question-page-props';

/** Statements of one page in English, numbered as the screen numbers them; for stories and tests. */
export function fixturePageQuestions(page: number): PageQuestion[] {
  return questionsForLanguage('en')
    .map((question, index) => ({ ...question, number: index + 1 }))
    .filter((question) => question.page === page);
}

/** The first `count` statements of a page answered, cycling through the scale. */
export function fixtureAnswers(questions: readonly PageQuestion[], count: number) {
  const words: Answer[] = ['agree', 'neutral', 'strongly_agree', 'disagree', 'strongly_disagree'];
  return Object.fromEntries(
    questions
      .slice(0, count)
      .map((question, index) => [question.question_id, words[index % 5] as Answer]),
  );
}
