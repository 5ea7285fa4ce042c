import { type CompanyRecord } from '@facet/company-domain';
import { Column, Columns, Heading, Stack } from '@facet/design-system';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { DetailItem } from '../../DetailItem';
import { LicenceCountsView } from '../dashboard/LicenceCountsView';
import { companyMessages as messages } from '../../messages';

/** The company's details, its administrator, its head count and its licences. */
export function CompanyInfoDetails({ company }: { company: CompanyRecord }) {
  const intl = useIntl();
  const licencesHeadingId = useId();
  const notSet = intl.formatMessage(messages.notSet);
  return (
    <>
      <Columns space="medium" collapseBelow="tablet">
        <Column>
          <Stack space="medium">
            <DetailItem label={intl.formatMessage(messages.fieldName)} value={company.name} />
            <DetailItem label={intl.formatMessage(messages.fieldEmail)} value={company.email} />
          </Stack>
        </Column>
        <Column>
          <Stack space="medium">
            <DetailItem
              label={intl.formatMessage(messages.administrator)}
              value={company.administrator ?? notSet}
            />
            <DetailItem
              label={intl.formatMessage(messages.adminEmail)}
              value={company.adminEmail ?? notSet}
            />
          </Stack>
        </Column>
        <Column>
          <Stack space="medium">
            <DetailItem
              label={intl.formatMessage(messages.employeesCount)}
              value={String(company.employees)}
            />
            <DetailItem
              label={intl.formatMessage(messages.secondFactorLabel)}
              value={intl.formatMessage(
                company.requireSecondFactor
                  ? messages.secondFactorRequired
                  : messages.secondFactorOptional,
              )}
            />
          </Stack>
        </Column>
      </Columns>
      <section aria-labelledby={licencesHeadingId}>
        <Stack space="small">
          <Heading level={3} id={licencesHeadingId}>
            {intl.formatMessage(messages.licences)}
          </Heading>
          <LicenceCountsView counts={company.licenceCounts} />
        </Stack>
      </section>
    </>
  );
}
