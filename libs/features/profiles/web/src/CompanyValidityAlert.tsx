import type { ProtocolValidity } from '@facet/assessment-domain';
import { wasNeverChecked } from '@facet/profiles-domain';
import { ValidityAlert } from '@facet/scales';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from './messages';

/**
 * What the validity check means for the company: for an invalid protocol, why no reading is
 * shown; for a questionable one, the caution to confirm the result before any decision (the
 * PDF prints the same words), with what the check noticed.
 */
export function CompanyValidityAlert({ validity }: { validity: ProtocolValidity }) {
  const intl = useIntl();
  return (
    <ValidityAlert
      validity={validity}
      invalid={{
        tone: 'critical',
        title: intl.formatMessage(messages.invalidProtocolTitle),
        text: intl.formatMessage(messages.invalidProtocolText),
      }}
      questionable={{
        tone: 'caution',
        title: intl.formatMessage(messages.questionableProtocolTitle),
        text: intl.formatMessage(
          wasNeverChecked(validity)
            ? messages.uncheckedProtocolText
            : messages.questionableProtocolText,
        ),
      }}
    />
  );
}
