import type { CompanyDashboard } from '@facet/company-domain';
import {
  Alert,
  ButtonLink,
  Card,
  Column,
  Columns,
  ErrorState,
  Heading,
  Inline,
  Link,
  Numeral,
  Skeleton,
  Stack,
  Text,
} from '@facet/design-system';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { figureGrid } from './CompanyDashboardView.css';
import { employeeResultPath } from '../employee-detail/EmployeeResultsTableView';
import { FinishedByMonthView } from './FinishedByMonthView';
import { LicenceCountsView } from './LicenceCountsView';
import { companyMessages as messages } from '../../messages';

export interface CompanyDashboardViewProps {
  dashboard?: CompanyDashboard;
  isLoading?: boolean;
  /** The figures could not be loaded; `onRetry` asks again. */
  hasLoadFailed?: boolean;
  onRetry?: () => void;
}

/** Where licences are assigned: each person's page is opened from the Employees list. */
const grantLicencesPath = '/company-panel?tab=employees';

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Card title={label} titleLevel={3} padding="medium" as="section">
      <Stack space="xxsmall">
        <Numeral size="kpi">{value}</Numeral>
        {detail && (
          <Text size="small" tone="secondary">
            {detail}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function FigureRow({ children }: { children: ReactNode[] }) {
  return <div className={figureGrid}>{children}</div>;
}

/**
 * The company at a glance on a manager's or company admin's /home: members waiting for a
 * licence as a task, licences, invitations, assessments, the newest results and the panel's
 * frequent actions.
 */
export function CompanyDashboardView({
  dashboard,
  isLoading,
  hasLoadFailed,
  onRetry,
}: CompanyDashboardViewProps) {
  const intl = useIntl();
  if (hasLoadFailed) {
    return (
      <Card>
        <ErrorState message={intl.formatMessage(messages.dashboardLoadFailed)} onRetry={onRetry} />
      </Card>
    );
  }
  if (isLoading || !dashboard) {
    return (
      <Stack space="small">
        <Text tone="secondary">{intl.formatMessage(messages.dashboardLoading)}</Text>
        <Skeleton shape="text" />
        <Skeleton shape="text" />
      </Stack>
    );
  }
  const count = (value: number) => intl.formatNumber(value);
  return (
    <Stack space="large">
      <Heading level={2}>
        {intl.formatMessage(messages.dashboardTitle, { company: dashboard.companyName })}
      </Heading>
      {dashboard.waitingForLicence > 0 && (
        <Alert
          tone="caution"
          title={intl.formatMessage(messages.waitingForLicenceTask, {
            count: dashboard.waitingForLicence,
          })}
          actions={
            <ButtonLink href={grantLicencesPath} size="small">
              {intl.formatMessage(messages.waitingForLicenceTaskAction)}
            </ButtonLink>
          }
        >
          {intl.formatMessage(messages.waitingForLicenceTaskDetail)}
        </Alert>
      )}
      <FigureRow>
        {[
          <Card
            key="licences"
            title={intl.formatMessage(messages.licencesFigure)}
            titleLevel={3}
            padding="medium"
            as="section"
          >
            <LicenceCountsView counts={dashboard.licences} />
          </Card>,
          <Figure
            key="invitations"
            label={intl.formatMessage(messages.pendingInvitationsFigure)}
            value={count(dashboard.pendingInvitations)}
          />,
          <Figure
            key="in-progress"
            label={intl.formatMessage(messages.inProgressFigure)}
            value={count(dashboard.assessmentsInProgress)}
          />,
          <Figure
            key="finished"
            label={intl.formatMessage(messages.finishedThisMonthFigure)}
            value={count(dashboard.finishedThisMonth)}
          />,
        ]}
      </FigureRow>
      <FinishedByMonthView months={dashboard.finishedByMonth} />
      <Columns space="large" collapseBelow="desktop">
        <Column width="2/3">
          <RecentResultsCard results={dashboard.recentResults} />
        </Column>
        <Column width="1/3">
          <ShortcutsCard />
        </Column>
      </Columns>
    </Stack>
  );
}

/** The latest results, each linking to the person's result. */
function RecentResultsCard({ results }: { results: CompanyDashboard['recentResults'] }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(messages.recentResultsTitle)} as="section">
      {results.length === 0 ? (
        <Text tone="secondary">{intl.formatMessage(messages.noRecentResults)}</Text>
      ) : (
        <Stack as="ul" space="small">
          {results.map((result) => {
            const date = intl.formatDate(result.date, { dateStyle: 'medium' });
            return (
              <li key={result.result_id}>
                <Inline space="small" alignY="center">
                  <Link
                    href={employeeResultPath(result.email, result.result_id)}
                    aria-label={intl.formatMessage(messages.recentResultLink, {
                      name: result.name,
                      date,
                    })}
                  >
                    {result.name}
                  </Link>
                  <Text as="span" size="small" tone="secondary">
                    {date}
                  </Text>
                </Inline>
              </li>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}

/** Where a manager usually goes next from the dashboard. */
function ShortcutsCard() {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(messages.shortcutsTitle)} as="section">
      <Stack space="small">
        <ButtonLink href="/company-panel?tab=invitations">
          {intl.formatMessage(messages.shortcutInvite)}
        </ButtonLink>
        <ButtonLink href="/company-panel/profile/create" variant="secondary">
          {intl.formatMessage(messages.shortcutCreateProfile)}
        </ButtonLink>
        <ButtonLink href="/company-panel?tab=groups" variant="secondary">
          {intl.formatMessage(messages.shortcutCreateGroup)}
        </ButtonLink>
        <ButtonLink href="/company-panel" variant="secondary">
          {intl.formatMessage(messages.shortcutCompanyPanel)}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
