import type { ProtocolValidity } from '@facet/assessment-domain';
import { Alert, Stack, Text } from '@facet/design-system';
import { ValidityFlagList } from '@facet/scales';
import { FormattedMessage, useIntl } from 'react-intl';
import { reportsCatalogue } from './messages';

const { messages } = reportsCatalogue;

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
        <ValidityFlagList flags={validity.flags} />
      </Stack>
    </Alert>
  );
}
