import type { Catalogue } from '@facet/platform-i18n';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * Translates the problem texts of shared schemas (and of 400 answers, which carry the same
 * English words): `problems` maps each code to the schema's text, `catalogue` each code to its
 * message. A text the schemas do not produce shows as it came.
 */
export function useProblemText<Code extends string>(
  problems: Readonly<Record<Code, string>>,
  catalogue: Pick<Catalogue<Code>, 'messages'>,
): (problem: string | undefined) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (problem) => {
      if (!problem) return undefined;
      const code = (Object.keys(problems) as Code[]).find((key) => problems[key] === problem);
      return code ? intl.formatMessage(catalogue.messages[code]) : problem;
    },
    [intl, problems, catalogue],
  );
}
