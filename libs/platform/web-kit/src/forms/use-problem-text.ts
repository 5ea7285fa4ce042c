import type { Catalogue } from '@facet/platform-i18n';
import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

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
      if (!code) return problem;
      // react-intl 12 cannot settle its message-argument check on a descriptor picked by a
      // still-generic key; as a plain descriptor it is checked as any other untyped message.
      const message: MessageDescriptor = catalogue.messages[code];
      return intl.formatMessage(message);
    },
    [intl, problems, catalogue],
  );
}
