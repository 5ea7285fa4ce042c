import { inviteFormSchema } from '@facet/company-domain';
import { Alert, Select, TextField } from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { CompanyRole } from '@facet/platform-kernel';
import { roleLabel } from '@facet/platform-kernel-web';
import { useState } from 'react';
import { FormDialog } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { AssignLicenceOption } from './AssignLicenceOption';
import { companyMessages as messages, companyProblemMessages } from '../../messages';
import { inviteRoles } from './role-labels';

export interface InviteDialogViewProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Managers cannot invite administrators; the option is left out for them. */
  mayInviteAdmins?: boolean;
  isSending?: boolean;
  failure?: ApiFailure;
  /** Resolves true when sent, so the dialog closes. */
  onSubmit: (invitation: {
    guest: string;
    role: CompanyRole;
    assignLicense: boolean;
  }) => Promise<boolean>;
  initialGuest?: string;
  initialRole?: CompanyRole;
}

/** The statuses of spec/api.md §8 "Invite", each with its own sentence. */
/** The invite dialog: an e-mail, a role, and whether the invitation assigns a licence. */
export function InviteDialogView({
  isOpen,
  onOpenChange,
  mayInviteAdmins,
  isSending,
  failure,
  onSubmit,
  initialGuest = '',
  initialRole,
}: InviteDialogViewProps) {
  const intl = useIntl();
  const [guest, setGuest] = useState(initialGuest);
  const [role, setRole] = useState<CompanyRole | null>(initialRole ?? null);
  const [assignLicense, setAssignLicense] = useState(true);
  const [touched, setTouched] = useState(false);
  const parsed = inviteFormSchema.safeParse({ guest, role, assignLicense });
  const guestInvalid = touched && parsed.error?.issues.some((issue) => issue.path[0] === 'guest');
  const roleInvalid = touched && role === null;
  const options = inviteRoles
    .filter((candidate) => mayInviteAdmins || candidate !== 'admin')
    .map((candidate) => ({ id: candidate, label: roleLabel(intl, candidate) }));

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    if (await onSubmit(parsed.data)) {
      setGuest('');
      setRole(null);
      setAssignLicense(true);
      setTouched(false);
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage(messages.inviteTitle)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      submitLabel={intl.formatMessage(messages.inviteSubmit)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      isSending={isSending}
      onSubmit={() => void submit()}
      onSubmitPress={() => setTouched(true)}
    >
      {failure && (
        <Alert tone="critical">
          {failureText(intl, failure, companyProblemMessages, messages.inviteFailed)}
        </Alert>
      )}
      <TextField
        label={intl.formatMessage(messages.inviteEmail)}
        type="email"
        value={guest}
        onChange={setGuest}
        isRequired
        autoFocus
        isInvalid={guestInvalid}
        errorMessage={intl.formatMessage(messages.emailInvalid)}
      />
      <Select<CompanyRole>
        label={intl.formatMessage(messages.inviteRole)}
        options={options}
        selectedKey={role}
        onSelectionChange={(key) => setRole(key as CompanyRole)}
        isRequired
        isInvalid={roleInvalid}
        errorMessage={intl.formatMessage(messages.roleRequired)}
      />
      <AssignLicenceOption isSelected={assignLicense} onChange={setAssignLicense} />
    </FormDialog>
  );
}
