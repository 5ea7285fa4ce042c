import type { EmployeeRecord } from '@facet/company-domain';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  Column,
  Columns,
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
import { useId, useState } from 'react';
import { SectionTabs, type Section } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { DetailItem } from '../../DetailItem';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

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
  const [newRole, setNewRole] = useState<CompanyRole | null>(null);
  const [confirmingRelease, setConfirmingRelease] = useState(false);
  const ownRoleReasonId = useId();
  const releaseReasonId = useId();
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
  const ownRoleReason = intl.formatMessage(messages.ownRoleReason);
  const releaseSelfReason = intl.formatMessage(messages.releaseSelfReason);
  return (
    <Stack space="large">
      {back}
      <Heading level={1}>{employee.name}</Heading>
      <Columns space="large" collapseBelow="desktop">
        <Column>
          <Stack space="large">
            <Card title={intl.formatMessage(messages.tabInfo)} titleLevel={2}>
              <Stack space="medium">
                <DetailItem
                  label={intl.formatMessage(messages.columnEmail)}
                  value={employee.email}
                />
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
                    {failureText(
                      intl,
                      licenceFailure,
                      companyProblemMessages,
                      messages.licenceFailed,
                    )}
                  </Alert>
                )}
                {inProgress ? (
                  <Text tone="secondary">{intl.formatMessage(messages.licenceInProgress)}</Text>
                ) : (
                  <Inline space="small">
                    <Button
                      variant="secondary"
                      isPending={isChangingLicence}
                      onPress={onToggleLicence}
                    >
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
          </Stack>
        </Column>
        {canManageRoles && (
          <Column>
            <Card title={intl.formatMessage(messages.roleTitle)} titleLevel={2}>
              <Stack space="large">
                <Stack space="medium">
                  {roleFailure && (
                    <Alert tone="critical">
                      {failureText(intl, roleFailure, companyProblemMessages, messages.roleFailed)}
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
                    isDisabled={isSelf}
                    description={isSelf ? ownRoleReason : undefined}
                  />
                  <Inline space="small">
                    <Button
                      isPending={isChangingRole}
                      isDisabled={isSelf || newRole === null}
                      aria-describedby={isSelf ? ownRoleReasonId : undefined}
                      onPress={() => newRole && onChangeRole?.(newRole)}
                    >
                      {intl.formatMessage(messages.changeRole)}
                    </Button>
                    {isSelf && (
                      <span id={ownRoleReasonId} hidden>
                        {ownRoleReason}
                      </span>
                    )}
                  </Inline>
                </Stack>
                <Stack space="small">
                  {releaseFailure && (
                    <Alert tone="critical">
                      {failureText(
                        intl,
                        releaseFailure,
                        companyProblemMessages,
                        messages.releaseFailed,
                      )}
                    </Alert>
                  )}
                  <Inline space="small">
                    <Button
                      variant="critical"
                      isDisabled={isSelf}
                      aria-describedby={isSelf ? releaseReasonId : undefined}
                      onPress={() => setConfirmingRelease(true)}
                    >
                      {intl.formatMessage(messages.removeFromCompany)}
                    </Button>
                    {isSelf && (
                      <Text id={releaseReasonId} size="small" tone="secondary">
                        {releaseSelfReason}
                      </Text>
                    )}
                  </Inline>
                </Stack>
              </Stack>
            </Card>
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
