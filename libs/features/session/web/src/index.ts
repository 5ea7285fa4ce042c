export {
  accountSessionsCatalogue,
  secondFactorProblemCatalogue,
  sessionCatalogue,
  sessionFieldProblemCatalogue,
} from './messages';
export { accountSessionsAccountTab } from './screens/account-sessions/account-sessions-tab';
export { secondFactorCatalogue } from './second-factor/second-factor-catalogue';
export { passkeyCatalogue } from './passkeys/passkey-messages';
export { sessionRoutes } from './routes';
export { AccountMenuSlot, type AccountMenuSlotProps } from './navigation/AccountMenu';
export { ChangePassword } from './screens/change-password/ChangePassword';
export { AdminSecurityPanel, securityAccountTab } from './second-factor/SecurityPanel';
export { followSessionExpiry } from './session-expiry';
export { useEnterAsUser } from './enter-session';
export {
  requireAdmin,
  requireCompanyAdmin,
  requireManager,
  requireUser,
  homePath,
  safeNextPath,
  signOut,
} from './route-guards';
export { restoreSession, useSession, sessionStore, type SessionState } from './session-store';
export { sessionApi } from './session-endpoints';
export { AppNavigation } from './navigation/AppNavigation';
export { AppNavigationView, type AppNavigationViewProps } from './navigation/AppNavigationView';
