/**
 * Contact and data-rights (Arsulipo) request states (spec/product.md §4, §5); `new` is shown as
 * "Sent".
 */
export const requestStatuses = [
  'new',
  'inProgress',
  'accepted',
  'rejected',
  'pending',
  'contacted',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];
