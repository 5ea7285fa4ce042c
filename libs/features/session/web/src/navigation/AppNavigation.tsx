import { useLocation } from 'react-router';
import { AppNavigationView } from './AppNavigationView';
import { useSession } from '../session-store';

/**
 * The signed-in person's navigation for the top bar, or nothing for a visitor. While the session
 * is restored, the record cached from the last visit stands in, as in the account menu.
 */
export function AppNavigation() {
  const session = useSession();
  const location = useLocation();
  switch (session.status) {
    case 'user':
      return <AppNavigationView kind="user" role={session.user.role} location={location} />;
    case 'admin':
      return <AppNavigationView kind="admin" location={location} />;
    case 'restoring':
      return session.cachedUser ? (
        <AppNavigationView kind="user" role={session.cachedUser.role} location={location} />
      ) : null;
    case 'signed-out':
      return null;
  }
}
