import { inviteFormSchema } from '@facet/company-domain';
import type { CompanyRole } from '@facet/platform-kernel';
import { useState } from 'react';

/** What the invite dialog sends. */
export interface Invitation {
  guest: string;
  role: CompanyRole;
  assignLicense: boolean;
  /** An open position accepting applies to (D95); the invitation then holds no licence. */
  position_id?: number;
}

/**
 * The invite dialog's e-mail, role, licence choice and position, checked by the invitation's
 * schema, with the problems shown once a send has been tried; emptied once the invitation is
 * sent. A position's place is the licence, so choosing one leaves the licence option off.
 */
export function useInviteForm(
  onSubmit: (invitation: Invitation) => Promise<boolean>,
  initialGuest: string,
  initialRole: CompanyRole | undefined,
) {
  const [guest, setGuest] = useState(initialGuest);
  const [role, setRole] = useState<CompanyRole | null>(initialRole ?? null);
  const [assignLicence, setAssignLicence] = useState(true);
  const [positionId, setPositionId] = useState<number | null>(null);
  const [touched, setTouched] = useState(false);
  const parsed = inviteFormSchema.safeParse({
    guest,
    role,
    assignLicense: positionId === null && assignLicence,
    ...(positionId !== null && { position_id: positionId }),
  });

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    if (await onSubmit(parsed.data)) {
      setGuest('');
      setRole(null);
      setAssignLicence(true);
      setPositionId(null);
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
    assignLicense: positionId === null && assignLicence,
    setAssignLicence,
    positionId,
    setPositionId,
    touch: () => setTouched(true),
    submit,
  };
}
