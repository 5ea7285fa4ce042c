import type { MyApplication } from '@facet/hiring-domain';
import { Alert, Badge, Button } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { OnePageTableView } from '@facet/platform-web-kit';
import { useIntl, type IntlShape } from 'react-intl';
import {
  hiringApplicationsMessages as messages,
  myApplicationsProblemMessages,
} from '../../my-applications-messages';

export interface MyApplicationsViewProps {
  applications: readonly MyApplication[];
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Withdraws the application; the dialog closes when it resolves. */
  onWithdraw: (application: MyApplication) => Promise<void>;
  withdrawFailure?: ApiFailure;
}

function statusLabel(intl: IntlShape, application: MyApplication): string {
  if (application.hiredAt) return intl.formatMessage(messages.statusHired);
  const byStatus = {
    applied: messages.statusApplied,
    started: messages.statusStarted,
    submitted: messages.statusSubmitted,
  } as const;
  return intl.formatMessage(byStatus[application.status]);
}

/**
 * The Applications tab of the account page: each application with its company, position, date,
 * status and how long the company keeps it, and a Withdraw that asks first, saying what goes.
 */
export function MyApplicationsView({
  applications,
  isLoading,
  loadFailure,
  onRetry,
  onWithdraw,
  withdrawFailure,
}: MyApplicationsViewProps) {
  const intl = useIntl();
  const day = (moment: string) => intl.formatDate(moment, { dateStyle: 'medium' });
  return (
    <OnePageTableView
      label={intl.formatMessage(messages.tableLabel)}
      rows={applications}
      rowKey={(application) => application.id}
      isLoading={isLoading}
      loadError={loadFailure && intl.formatMessage(messages.loadFailed)}
      onRetry={onRetry}
      columns={[
        {
          id: 'company',
          label: intl.formatMessage(messages.columnCompany),
          render: (application) => application.companyName,
        },
        {
          id: 'position',
          label: intl.formatMessage(messages.columnPosition),
          render: (application) => application.positionName,
          isRowHeader: true,
        },
        {
          id: 'applied',
          label: intl.formatMessage(messages.columnApplied),
          render: (application) => day(application.appliedAt),
        },
        {
          id: 'status',
          label: intl.formatMessage(messages.columnStatus),
          render: (application) => (
            <Badge tone={application.hiredAt ? 'positive' : 'neutral'}>
              {statusLabel(intl, application)}
            </Badge>
          ),
        },
        {
          id: 'kept',
          label: intl.formatMessage(messages.columnKept),
          render: (application) =>
            application.keptUntil
              ? day(application.keptUntil)
              : intl.formatMessage(messages.keptWhileEmployed),
          hiddenOnPhone: true,
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (application, confirm) => (
            <Button size="small" variant="secondary" onPress={confirm}>
              {intl.formatMessage(messages.withdraw, { position: application.positionName })}
            </Button>
          ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noApplicationsTitle),
        description: intl.formatMessage(messages.noApplicationsDescription),
      }}
      confirmation={{
        title: (application) =>
          intl.formatMessage(messages.withdrawTitle, { company: application.companyName }),
        body: intl.formatMessage(messages.withdrawBody),
        confirmLabel: intl.formatMessage(messages.withdrawConfirm),
        cancelLabel: intl.formatMessage(messages.cancel),
        onConfirm: onWithdraw,
      }}
    >
      {withdrawFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            withdrawFailure,
            myApplicationsProblemMessages,
            messages.withdrawFailed,
          )}
        </Alert>
      )}
    </OnePageTableView>
  );
}
