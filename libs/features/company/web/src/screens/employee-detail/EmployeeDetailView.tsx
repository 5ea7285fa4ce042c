import type { EmployeeRecord } from '@facet/company-domain';
import { Column, Columns, ErrorState, Heading, Link, Stack, Text } from '@facet/design-system';
import { type ApiFailure } from '@facet/platform-api-client';
import { type CompanyRole } from '@facet/platform-kernel';
import { SectionTabs, type Section } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { EmployeeInfoCards } from './EmployeeInfoCards';
import { EmployeeRoleCard } from './EmployeeRoleCard';

export interface EmployeeDetailViewProps {
  employee?: EmployeeRecord;
  /** Where the back link leads: `/company-panel` or the back office's company page. */
  panelPath?: string;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Company admins change roles and release people. */
  canManageRoles?: boolean;
  /** The viewer's own page: role and release stay visible, disabled, with the reason. */
  isSelf?: boolean;
  isChangingLicence?: boolean;
  licenceFailure?: ApiFailure;
  onToggleLicence?: () => void;
  isChangingRole?: boolean;
  roleFailure?: ApiFailure;
  onChangeRole?: (role: CompanyRole) => void;
  releaseFailure?: ApiFailure;
  onRelease?: () => Promise<void>;
  /** The paged sections below the cards (Results, Groups), each with its content. */
  sections?: readonly Section[];
  selectedSection?: string;
  onSectionChange?: (id: string) => void;
}

/** /company-panel/employee/{email}: info, licence, role and release of one employee. */
export function EmployeeDetailView({
  employee,
  panelPath = '/company-panel',
  isLoading,
  loadFailure,
  onRetry,
  canManageRoles,
  isSelf,
  isChangingLicence,
  licenceFailure,
  onToggleLicence,
  isChangingRole,
  roleFailure,
  onChangeRole,
  releaseFailure,
  onRelease,
  sections = [],
  selectedSection,
  onSectionChange,
}: EmployeeDetailViewProps) {
  const intl = useIntl();
  const back = <Link href={panelPath}>{intl.formatMessage(messages.backToPanel)}</Link>;
  if (loadFailure) {
    return (
      <Stack space="large">
        {back}
        <ErrorState
          message={intl.formatMessage(
            loadFailure.status === 404 ? messages.notInCompany : messages.loadEmployeesFailed,
          )}
          onRetry={loadFailure.status === 404 ? undefined : onRetry}
        />
      </Stack>
    );
  }
  if (isLoading || !employee) {
    return (
      <Stack space="large">
        {back}
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      </Stack>
    );
  }
  return (
    <Stack space="large">
      {back}
      <Heading level={1}>{employee.name}</Heading>
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <Stack space="large">
            <EmployeeInfoCards
              employee={employee}
              isChangingLicence={isChangingLicence}
              licenceFailure={licenceFailure}
              onToggleLicence={onToggleLicence}
            />
          </Stack>
        </Column>
        {canManageRoles && (
          <Column>
            <EmployeeRoleCard
              employee={employee}
              isSelf={isSelf}
              isChangingRole={isChangingRole}
              roleFailure={roleFailure}
              onChangeRole={onChangeRole}
              releaseFailure={releaseFailure}
              onRelease={onRelease}
            />
          </Column>
        )}
      </Columns>
      {sections.length > 0 && (
        <SectionTabs
          label={intl.formatMessage(messages.employeeTabsLabel)}
          sections={sections}
          selectedSection={selectedSection ?? sections[0]?.id}
          onSectionChange={onSectionChange}
        />
      )}
    </Stack>
  );
}
