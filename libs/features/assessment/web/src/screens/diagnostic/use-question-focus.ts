import type { Answer } from '@facet/assessment-domain';
import { useCallback, useEffect, useRef } from 'react';
import { selectNextUnanswered } from './diagnostic-flow';
import type { QuestionPageViewProps } from './question-page-props';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the element into the middle of the screen and puts focus on `focusTarget`. */
function bringIntoView(element: HTMLElement, focusTarget: HTMLElement | null) {
  element.scrollIntoView?.({
    block: 'center',
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
  });
  focusTarget?.focus({ preventScroll: true });
}

/**
 * Where focus goes on a page of statements: its heading when it appears, its first gap on a
 * request, and after an answer (with auto-advance) the next unanswered statement or the way on.
 */
export function useQuestionFocus({
  page,
  questions,
  answers,
  autoAdvance,
  gapFocusRequest,
  onAnswer,
}: Pick<
  QuestionPageViewProps,
  'page' | 'questions' | 'answers' | 'autoAdvance' | 'gapFocusRequest' | 'onAnswer'
>) {
  const headingRef = useRef<HTMLElement>(null);
  const statementsRef = useRef<HTMLElement>(null);
  const primaryActionRef = useRef<HTMLElement>(null);

  const bringStatementIntoView = useCallback((questionId: string) => {
    const statement = statementsRef.current?.querySelector<HTMLElement>(
      `[data-question-id="${questionId}"]`,
    );
    if (statement) bringIntoView(statement, statement.querySelector('input'));
  }, []);

  // A new page starts at its heading, so keyboard and screen reader users begin at the top.
  useEffect(() => {
    headingRef.current?.focus();
  }, [page]);

  // Declared after the heading's effect, so on a jump to a page with gaps its first gap wins.
  useEffect(() => {
    if (gapFocusRequest === 0) return;
    const firstGap = questions.find((question) => !answers[question.question_id]);
    if (firstGap) bringStatementIntoView(firstGap.question_id);
    // Only a new request moves focus; answering the gaps one by one must not pull it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gapFocusRequest]);

  // The answer handler stays stable (statements are memoised), so it reads the latest props here.
  const latest = useRef({ questions, answers, autoAdvance });
  useEffect(() => {
    latest.current = { questions, answers, autoAdvance };
  });
  const answerAndAdvance = useCallback(
    (questionId: string, answer: Answer) => {
      onAnswer(questionId, answer);
      const { questions, answers, autoAdvance } = latest.current;
      if (!autoAdvance) return;
      const next = selectNextUnanswered(questions, answers, questionId);
      // After the render of this answer, and after the focus a digit key gives its own option.
      window.requestAnimationFrame(() => {
        if (next) {
          bringStatementIntoView(next);
          return;
        }
        const primaryAction = primaryActionRef.current;
        if (primaryAction) bringIntoView(primaryAction, primaryAction.querySelector('button'));
      });
    },
    [onAnswer, bringStatementIntoView],
  );
  return { headingRef, statementsRef, primaryActionRef, answerAndAdvance };
}
