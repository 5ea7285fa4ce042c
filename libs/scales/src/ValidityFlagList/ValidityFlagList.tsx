import type { ValidityFlag } from '@facet/assessment-domain';
import { Stack, Text } from '@facet/design-system';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { scalesCatalogue } from '../catalogue';

const { messages } = scalesCatalogue;

/** Each flag in plain words; a new flag without a sentence is a type error. */
const flagMessages = {
  longstring: messages.validityFlagLongstring,
  antonym_inconsistency: messages.validityFlagAntonymInconsistency,
  low_individual_reliability: messages.validityFlagLowIndividualReliability,
  acquiescence: messages.validityFlagAcquiescence,
  disacquiescence: messages.validityFlagDisacquiescence,
  too_fast: messages.validityFlagTooFast,
  not_checked: messages.validityFlagNotChecked,
} satisfies Record<ValidityFlag, MessageDescriptor>;

export interface ValidityFlagListProps {
  flags: readonly ValidityFlag[];
}

/**
 * What the protocol-validity check noticed, in words the person and their manager can read
 * alike (no flag codes). Nothing when it noticed nothing.
 */
export function ValidityFlagList({ flags }: ValidityFlagListProps) {
  if (flags.length === 0) return null;
  return (
    <Stack space="xsmall">
      <Text weight="medium">
        <FormattedMessage {...messages.validityFlagsIntro} />
      </Text>
      <ul>
        {flags.map((flag) => (
          <li key={flag}>
            <Text as="span">
              <FormattedMessage {...flagMessages[flag]} />
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
