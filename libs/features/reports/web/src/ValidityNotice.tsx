import type { ProtocolValidity } from '@facet/assessment-domain';
import { Alert, Disclosure } from '@facet/design-system';
import { scalesCatalogue, ValidityFlagList } from '@facet/scales';
import { useIntl } from 'react-intl';
import { reportsCatalogue } from './messages';

const { messages } = reportsCatalogue;

/**
 * What the validity check (issue 19) means for the person reading their own report: a compact
 * notice right under the page title, before any reading of the scores, with what the check
 * noticed one click away. An invalid protocol gets a caution, never critical: the person did
 * nothing wrong by answering. Nothing for a valid protocol.
 */
export function ValidityNotice({ validity }: { validity: ProtocolValidity }) {
  const intl = useIntl();
  if (validity.status === 'valid') return null;
  const isInvalid = validity.status === 'invalid';
  return (
    <Alert
      tone={isInvalid ? 'caution' : 'info'}
      title={intl.formatMessage(
        isInvalid ? messages.validityInvalidTitle : messages.validityQuestionableTitle,
      )}
    >
      {intl.formatMessage(
        isInvalid ? messages.validityInvalidText : messages.validityQuestionableText,
      )}
      {validity.flags.length > 0 && (
        <Disclosure
          expandLabel={intl.formatMessage(scalesCatalogue.messages.seeValidityFlags)}
          collapseLabel={intl.formatMessage(scalesCatalogue.messages.hideValidityFlags)}
        >
          <ValidityFlagList flags={validity.flags} />
        </Disclosure>
      )}
    </Alert>
  );
}
