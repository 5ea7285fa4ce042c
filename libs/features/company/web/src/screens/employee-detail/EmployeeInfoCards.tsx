import type { EmployeeRecord } from '@facet/company-domain';
import { Alert, Button, Card, Inline, Stack, Text } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { LicenceBadge, roleLabel } from '@facet/platform-kernel-web';
import { useIntl } from 'react-intl';
import { DetailItem } from '../../DetailItem';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

export interface EmployeeInfoCardsProps {
  employee: EmployeeRecord;
  isChangingLicence?: boolean | undefined;
  licenceFailure?: ApiFailure | undefined;
  onToggleLicence?: (() => void) | undefined;
}

/** The employee's details (address, role, joining date) and their licence, with its toggle. */
export function EmployeeInfoCards({
  employee,
  isChangingLicence,
  licenceFailure,
  onToggleLicence,
}: EmployeeInfoCardsProps) {
  const intl = useIntl();
  const inProgress = employee.licence_state === 'inProgress';
  return (
    <>
      <Card title={intl.formatMessage(messages.tabInfo)} titleLevel={2}>
        <Stack space="medium">
          <DetailItem label={intl.formatMessage(messages.columnEmail)} value={employee.email} />
          <DetailItem
            label={intl.formatMessage(messages.columnRole)}
            value={roleLabel(intl, employee.role)}
          />
          <DetailItem
            label={intl.formatMessage(messages.joined)}
            value={intl.formatDate(employee.joined_at, { dateStyle: 'medium' })}
          />
        </Stack>
      </Card>
      <Card title={intl.formatMessage(messages.licenceTitle)} titleLevel={2}>
        <Stack space="medium">
          <Inline space="small">
            <LicenceBadge state={employee.licence_state} hasFinished={employee.hasFinished} />
          </Inline>
          {licenceFailure && (
            <Alert tone="critical">
              {failureText(intl, licenceFailure, companyProblemMessages, messages.licenceFailed)}
            </Alert>
          )}
          {inProgress ? (
            <Text tone="secondary">{intl.formatMessage(messages.licenceInProgress)}</Text>
          ) : (
            <Inline space="small">
              <Button variant="secondary" isPending={isChangingLicence} onPress={onToggleLicence}>
                {intl.formatMessage(
                  employee.licence_state === 'yes'
                    ? messages.withdrawLicence
                    : messages.grantLicence,
                )}
              </Button>
            </Inline>
          )}
        </Stack>
      </Card>
    </>
  );
}
