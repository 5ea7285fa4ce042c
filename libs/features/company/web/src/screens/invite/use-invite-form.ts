import { inviteFormSchema } from '@facet/company-domain';
import type { CompanyRole } from '@facet/platform-kernel';
import { useState } from 'react';

/** What the invite dialog sends. */
export interface Invitation {
  guest: string;
  role: CompanyRole;
  assignLicense: boolean;
}

/**
 * The invite dialog's e-mail, role and licence choice, checked by the invitation's schema, with
 * the problems shown once a send has been tried; emptied once the invitation is sent.
 */
export function useInviteForm(
  onSubmit: (invitation: Invitation) => Promise<boolean>,
  initialGuest: string,
  initialRole: CompanyRole | undefined,
) {
  const [guest, setGuest] = useState(initialGuest);
  const [role, setRole] = useState<CompanyRole | null>(initialRole ?? null);
  const [assignLicence, setAssignLicence] = useState(true);
  const [touched, setTouched] = useState(false);
  const parsed = inviteFormSchema.safeParse({ guest, role, assignLicense: assignLicence });

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    if (await onSubmit(parsed.data)) {
      setGuest('');
      setRole(null);
      setAssignLicence(true);
      setTouched(false);
    }
  };

  return {
    guest,
    setGuest,
    guestInvalid: touched && parsed.error?.issues.some((issue) => issue.path[0] === 'guest'),
    role,
    setRole,
    roleInvalid: touched && role === null,
    assignLicense: assignLicence,
    setAssignLicence,
    touch: () => setTouched(true),
    submit,
  };
}
