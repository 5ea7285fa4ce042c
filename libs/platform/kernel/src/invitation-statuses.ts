/** An invitation to join a company (spec/product.md §3, Invitation). */
export const invitationStatuses = [
  'pending',
  'cancelled',
  'rejected',
  'accepted',
  'expired',
] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];
