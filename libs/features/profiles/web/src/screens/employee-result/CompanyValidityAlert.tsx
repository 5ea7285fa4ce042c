import type { ProtocolValidity } from '@facet/assessment-domain';
import { Alert, Disclosure, Stack, Text } from '@facet/design-system';
import { wasNeverChecked } from '@facet/profiles-domain';
import { scalesCatalogue, ValidityFlagList } from '@facet/scales';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';

/**
 * What the validity check means for the company: for an invalid protocol, why no reading is
 * shown; for a questionable one, the caution to confirm the result before any decision (the
 * PDF prints the same words), with what the check noticed one click away, so that the fit still
 * reaches a phone's first screen (D69).
 */
export function CompanyValidityAlert({ validity }: { validity: ProtocolValidity }) {
  const intl = useIntl();
  if (validity.status === 'questionable') {
    return (
      <Alert tone="caution" title={intl.formatMessage(messages.questionableProtocolTitle)}>
        {intl.formatMessage(
          wasNeverChecked(validity)
            ? messages.uncheckedProtocolText
            : messages.questionableProtocolText,
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
  if (validity.status === 'valid') return null;
  return (
    <Alert tone="critical" title={intl.formatMessage(messages.invalidProtocolTitle)}>
      <Stack space="small">
        <Text>{intl.formatMessage(messages.invalidProtocolText)}</Text>
        <ValidityFlagList flags={validity.flags} />
      </Stack>
    </Alert>
  );
}
