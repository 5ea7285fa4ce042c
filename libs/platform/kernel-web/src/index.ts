export { kernelWordsCatalogue } from './catalogue';
export { roleLabel, roleMessages } from './role-labels';
export { LicenceBadge, type ShownLicenceState } from './LicenceBadge';
export { RequestStatusBadge, requestStatusLabel } from './RequestStatusBadge';
