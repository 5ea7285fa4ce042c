export { kernelWordsCatalogue } from './catalogue';
export { roleLabel, roleMessages } from './role-labels';
export {
  LicenceBadge,
  licenceLabel,
  shownLicenceState,
  type ShownLicenceState,
} from './LicenceBadge';
export { RequestStatusBadge, requestStatusLabel } from './RequestStatusBadge';
