import { accessProblems } from '@facet/platform-kernel';
import type { EmployeeRecord } from '@facet/company-domain';
import {
  Alert,
  AlertDialog,
  Button,
  Card,
  Inline,
  Select,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { companyRoles, type CompanyRole } from '@facet/platform-kernel';
import { roleLabel } from '@facet/platform-kernel-web';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { companyMessages as messages, companyProblemMessages } from '../../messages';

export interface EmployeeRoleCardProps {
  employee: EmployeeRecord;
  /** The viewer's own page: role and release stay visible, disabled, with the reason. */
  isSelf?: boolean | undefined;
  isChangingRole?: boolean | undefined;
  roleFailure?: ApiFailure | undefined;
  onChangeRole?: ((role: CompanyRole) => void) | undefined;
  releaseFailure?: ApiFailure | undefined;
  onRelease?: (() => Promise<void>) | undefined;
}

/** A company admin's card: change the employee's role, or release them (which asks first). */
export function EmployeeRoleCard({
  employee,
  isSelf,
  isChangingRole,
  roleFailure,
  onChangeRole,
  releaseFailure,
  onRelease,
}: EmployeeRoleCardProps) {
  const intl = useIntl();
  const [confirmingRelease, setConfirmingRelease] = useState(false);
  const releaseReasonId = useId();
  const releaseSelfReason = intl.formatMessage(messages.releaseSelfReason);
  return (
    <>
      <Card title={intl.formatMessage(messages.roleTitle)} titleLevel={2}>
        <Stack space="large">
          <RoleChange
            employee={employee}
            isSelf={isSelf}
            isChangingRole={isChangingRole}
            roleFailure={roleFailure}
            onChangeRole={onChangeRole}
          />
          <Stack space="small">
            {releaseFailure && (
              <Alert tone="critical">
                {failureText(
                  intl,
                  releaseFailure,
                  {
                    ...companyProblemMessages,
                    [accessProblems.roleRequired.code]: messages.onlyAdmins,
                  },
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
    </>
  );
}

type RoleChangeProps = Pick<
  EmployeeRoleCardProps,
  'employee' | 'isSelf' | 'isChangingRole' | 'roleFailure' | 'onChangeRole'
>;

/** The role to give the person, chosen and then changed; not one's own. */
function RoleChange({
  employee,
  isSelf,
  isChangingRole,
  roleFailure,
  onChangeRole,
}: RoleChangeProps) {
  const intl = useIntl();
  const [newRole, setNewRole] = useState<CompanyRole | null>(null);
  const ownRoleReasonId = useId();
  const ownRoleReason = intl.formatMessage(messages.ownRoleReason);
  return (
    <Stack space="medium">
      {roleFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            roleFailure,
            {
              ...companyProblemMessages,
              [accessProblems.roleRequired.code]: messages.onlyAdmins,
            },
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
  );
}
