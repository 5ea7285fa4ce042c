/**
 * Where an invitation's link leads: people without an account register with it
 * (/register/{token}), people with one accept it (/invitation/{companyName}/{token}).
 */
export function invitationLinkPath(
  invitation: { companyName: string; hasAccount: boolean },
  token: string,
): string {
  return invitation.hasAccount
    ? `/invitation/${encodeURIComponent(invitation.companyName)}/${token}`
    : `/register/${token}`;
}
