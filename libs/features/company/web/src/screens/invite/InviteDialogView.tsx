import { Alert, Select, TextField } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { CompanyRole } from '@facet/platform-kernel';
import { roleLabel } from '@facet/platform-kernel-web';
import { FormDialog } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { AssignLicenceOption } from './AssignLicenceOption';
import { companyMessages as messages, companyProblemMessages } from '../../messages';
import { inviteRoles } from './invite-roles';
import type { InvitePositionChoice } from './invite-positions';
import { InvitePositionSelect } from './InvitePositionSelect';
import { useInviteForm, type Invitation } from './use-invite-form';

export interface InviteDialogViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Managers cannot invite administrators; the option is left out for them. */
  mayInviteAdmins?: boolean;
  isSending?: boolean;
  failure?: ApiFailure;
  /** Resolves true when sent, so the dialog closes. */
  onSubmit: (invitation: Invitation) => Promise<boolean>;
  initialGuest?: string;
  initialRole?: CompanyRole;
  /** The company's open positions an invitation may name; none leaves the picker out. */
  positions?: readonly InvitePositionChoice[];
}

/**
 * The invite dialog: an e-mail, a role, optionally one of the company's open positions, and
 * whether the invitation assigns a licence (not with a position, whose place is the licence).
 */
export function InviteDialogView({
  isOpen,
  onOpenChange,
  mayInviteAdmins,
  isSending,
  failure,
  onSubmit,
  initialGuest = '',
  initialRole,
  positions = [],
}: InviteDialogViewProps) {
  const intl = useIntl();
  const form = useInviteForm(onSubmit, initialGuest, initialRole);
  const options = inviteRoles
    .filter((candidate) => mayInviteAdmins || candidate !== 'admin')
    .map((candidate) => ({ id: candidate, label: roleLabel(intl, candidate) }));

  return (
    <FormDialog
      title={intl.formatMessage(messages.inviteTitle)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={intl.formatMessage(messages.inviteSubmit)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      isSending={isSending}
      onSubmit={() => void form.submit()}
      onSubmitPress={form.touch}
    >
      {failure && (
        <Alert tone="critical">
          {failureText(intl, failure, companyProblemMessages, messages.inviteFailed)}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(messages.inviteEmail)}
        type="email"
        value={form.guest}
        onChange={form.setGuest}
        isRequired
        autoFocus
        isInvalid={form.guestInvalid}
        errorMessage={intl.formatMessage(messages.emailInvalid)}
      />
      <Select<CompanyRole>
        label={intl.formatMessage(messages.inviteRole)}
        options={options}
        selectedKey={form.role}
        onSelectionChange={(key) => form.setRole(key as CompanyRole)}
        isRequired
        isInvalid={form.roleInvalid}
        errorMessage={intl.formatMessage(messages.roleRequired)}
      />
      {positions.length > 0 && (
        <InvitePositionSelect
          positions={positions}
          positionId={form.positionId}
          onChange={form.setPositionId}
        />
      )}
      <AssignLicenceOption
        isSelected={form.assignLicense}
        onChange={form.setAssignLicence}
        isDisabled={form.positionId !== null}
      />
    </FormDialog>
  );
}
