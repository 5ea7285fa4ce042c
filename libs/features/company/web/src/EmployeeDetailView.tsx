import type { EmployeeRecord } from '@facet/company-domain';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  ErrorState,
  Heading,
  Inline,
  Link,
  Select,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { companyRoles, type CompanyRole } from '@facet/platform-kernel';
import { LicenceBadge, roleLabel } from '@facet/platform-kernel-web';
import { useState } from 'react';
import { SectionTabs, type Section } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from './messages';

export interface EmployeeDetailViewProps {
  employee?: EmployeeRecord;
  /** Where the back link leads: `/company-panel` or the back office's company page. */
  panelPath?: string;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Company admins change roles and release people, never their own. */
  canManageRoles?: boolean;
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
  const [newRole, setNewRole] = useState<CompanyRole | null>(null);
  const [confirmingRelease, setConfirmingRelease] = useState(false);
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
  const inProgress = employee.licence_state === 'inProgress';
  return (
    <Stack space="large">
      {back}
      <Heading level={1}>{employee.name}</Heading>
      <Card title={intl.formatMessage(messages.tabInfo)} titleLevel={2}>
        <Stack space="small">
          <Text>
            {intl.formatMessage(messages.columnEmail)}: {employee.email}
          </Text>
          <Text>
            {intl.formatMessage(messages.columnRole)}: {roleLabel(intl, employee.role)}
          </Text>
          <Text>
            {intl.formatMessage(messages.joined)}:{' '}
            {intl.formatDate(employee.joined_at, { dateStyle: 'medium' })}
          </Text>
        </Stack>
      </Card>
      <Card title={intl.formatMessage(messages.licenceTitle)} titleLevel={2}>
        <Stack space="medium">
          <Inline space="small">
            <LicenceBadge state={employee.licence_state} />
          </Inline>
          {licenceFailure && (
            <Alert tone="critical">
              {failureText(
                intl,
                licenceFailure,
                { 402: messages.licence402, 409: messages.licence409, 404: messages.notInCompany },
                messages.licenceFailed,
              )}
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
      {canManageRoles && !isSelf && (
        <Card title={intl.formatMessage(messages.roleTitle)} titleLevel={2}>
          <Stack space="medium">
            {roleFailure && (
              <Alert tone="critical">
                {failureText(
                  intl,
                  roleFailure,
                  { 409: messages.role409, 404: messages.notInCompany, 403: messages.onlyAdmins },
                  messages.roleFailed,
                )}
              </Alert>
            )}
            <Select<CompanyRole>
              label={intl.formatMessage(messages.newRole)}
              options={companyRoles.map((role) => ({
                id: role,
                label: roleLabel(intl, role),
                isDisabled: role === employee.role,
              }))}
              selectedKey={newRole}
              onSelectionChange={(key) => setNewRole(key as CompanyRole)}
            />
            <Inline space="small">
              <Button
                isPending={isChangingRole}
                isDisabled={newRole === null}
                onPress={() => newRole && onChangeRole?.(newRole)}
              >
                {intl.formatMessage(messages.changeRole)}
              </Button>
            </Inline>
          </Stack>
        </Card>
      )}
      {canManageRoles && !isSelf && (
        <Stack space="small">
          {releaseFailure && (
            <Alert tone="critical">
              {failureText(
                intl,
                releaseFailure,
                { 409: messages.releaseLastAdmin, 403: messages.onlyAdmins },
                messages.releaseFailed,
              )}
            </Alert>
          )}
          <Inline space="small">
            <Button variant="critical" onPress={() => setConfirmingRelease(true)}>
              {intl.formatMessage(messages.removeFromCompany)}
            </Button>
          </Inline>
        </Stack>
      )}
      {sections.length > 0 && (
        <SectionTabs
          label={intl.formatMessage(messages.employeeTabsLabel)}
          sections={sections}
          selectedSection={selectedSection ?? sections[0]?.id}
          onSectionChange={onSectionChange}
        />
      )}
      {confirmingRelease && (
        <AlertDialog
          isOpen
          onOpenChange={setConfirmingRelease}
          title={intl.formatMessage(messages.releaseTitle, { name: employee.name })}
          confirmLabel={intl.formatMessage(messages.releaseConfirm)}
          onConfirm={async () => {
            await onRelease?.();
          }}
        >
          <Text>{intl.formatMessage(messages.releaseBody)}</Text>
        </AlertDialog>
      )}
    </Stack>
  );
}
