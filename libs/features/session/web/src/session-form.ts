import { useProblemText } from '@facet/platform-web-kit';
import { sessionFieldProblems } from '@facet/session-domain';
import { sessionFieldProblemCatalogue } from './messages';

/** Turns a problem text of the session schemas (or of a 400 answer) into the person's language. */
export function useFieldProblemText(): (problem: string | undefined) => string | undefined {
  return useProblemText(sessionFieldProblems, sessionFieldProblemCatalogue);
}
