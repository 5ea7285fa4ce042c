import type { ProtocolValidity, ValidityFlag } from '@facet/assessment-domain';
import { Alert, Stack, Text } from '@facet/design-system';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { reportsCatalogue } from './messages';

const { messages } = reportsCatalogue;

/** Each flag in plain words for the person; a new flag without a sentence is a type error. */
const flagMessages = {
  longstring: messages.validityFlagLongstring,
  antonym_inconsistency: messages.validityFlagAntonymInconsistency,
  low_individual_reliability: messages.validityFlagLowIndividualReliability,
  acquiescence: messages.validityFlagAcquiescence,
  disacquiescence: messages.validityFlagDisacquiescence,
  too_fast: messages.validityFlagTooFast,
  not_checked: messages.validityFlagNotChecked,
} satisfies Record<ValidityFlag, MessageDescriptor>;

/**
 * What the validity check (issue 19) means for the person reading their own report: nothing for
 * a valid protocol, a mild banner for a questionable one, a clear notice for an invalid one. The
 * tone is caution in both, never critical: the person did nothing wrong by answering.
 */
export function ValidityNotice({ validity }: { validity: ProtocolValidity }) {
  const intl = useIntl();
  if (validity.status === 'valid') return null;
  const invalid = validity.status === 'invalid';
  return (
    <Alert
      tone={invalid ? 'caution' : 'info'}
      title={intl.formatMessage(
        invalid ? messages.validityInvalidTitle : messages.validityQuestionableTitle,
      )}
    >
      <Stack space="small">
        <Text>
          <FormattedMessage
            {...(invalid ? messages.validityInvalidText : messages.validityQuestionableText)}
          />
        </Text>
        {validity.flags.length > 0 && (
          <Stack space="xsmall">
            <Text weight="medium">
              <FormattedMessage {...messages.validityFlagsIntro} />
            </Text>
            <ul>
              {validity.flags.map((flag) => (
                <li key={flag}>
                  <Text as="span">
                    <FormattedMessage {...flagMessages[flag]} />
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}
