export { sessionCatalogue, sessionFieldProblemCatalogue } from './messages';
export { sessionRoutes } from './routes';
export { AccountMenuSlot, type AccountMenuSlotProps } from './AccountMenu';
export { ChangePassword } from './ChangePassword';
export { followSessionExpiry } from './session-expiry';
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
export { AppNavigation } from './AppNavigation';
export { AppNavigationView, type AppNavigationViewProps } from './AppNavigationView';
