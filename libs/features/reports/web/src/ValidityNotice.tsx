import type { ProtocolValidity } from '@facet/assessment-domain';
import { ValidityAlert } from '@facet/scales';
import { useIntl } from 'react-intl';
import { reportsCatalogue } from './messages';

const { messages } = reportsCatalogue;

/**
 * What the validity check (issue 19) means for the person reading their own report. An invalid
 * protocol gets a caution notice, never critical: the person did nothing wrong by answering.
 */
export function ValidityNotice({ validity }: { validity: ProtocolValidity }) {
  const intl = useIntl();
  return (
    <ValidityAlert
      validity={validity}
      invalid={{
        tone: 'caution',
        title: intl.formatMessage(messages.validityInvalidTitle),
        text: intl.formatMessage(messages.validityInvalidText),
      }}
      questionable={{
        title: intl.formatMessage(messages.validityQuestionableTitle),
        text: intl.formatMessage(messages.validityQuestionableText),
      }}
    />
  );
}
