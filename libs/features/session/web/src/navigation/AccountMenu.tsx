import { api } from '@facet/platform-api-client';
import { useEffect, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { AccountMenuView, type AccountMenuViewProps } from './AccountMenuView';
import { useLogoutMutation } from '../session-endpoints';
import { whileSigningOut } from '../session-expiry';
import { restoreSession, sessionStore, useSession, type SessionState } from '../session-store';

export interface AccountMenuSlotProps {
  /** Receives the signed-in person's menu, or undefined for a visitor (the layout's login link). */
  render: (menu: ReactNode | undefined) => ReactNode;
}

type MenuOwner = Pick<AccountMenuViewProps, 'kind' | 'name' | 'role'>;

/** While the session is restored, the record cached from the last visit stands in. */
function menuOwnerOf(session: SessionState): MenuOwner | undefined {
  switch (session.status) {
    case 'user':
      return { kind: 'user', name: session.user.name, role: session.user.role };
    case 'admin':
      return { kind: 'admin', name: session.admin.name };
    case 'restoring':
      return session.cachedUser && { kind: 'user', ...session.cachedUser };
    case 'signed-out':
      return undefined;
  }
}

/**
 * Restores the session when the app loads and gives the layout the menu of whoever is signed
 * in: `<AccountMenuSlot render={(menu) => <AppLayout accountMenu={menu} />} />`.
 */
export function AccountMenuSlot({ render }: AccountMenuSlotProps) {
  const session = useSession();
  const [logout, logoutState] = useLogoutMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    void restoreSession();
  }, []);

  const signOut = () =>
    whileSigningOut(async () => {
      // Signed out here even if the server cannot be reached: the person asked to leave.
      await logout()
        .unwrap()
        .catch(() => undefined);
      // Off the signed-in page first: cleared while it is still shown, its queries would fetch
      // again as a visitor, answer 401 and send the person to /login instead of /.
      await navigate('/');
      sessionStore.signedOut();
      dispatch(api.util.resetApiState());
    });

  const owner = menuOwnerOf(session);
  return render(
    owner && (
      <AccountMenuView
        {...owner}
        isSigningOut={logoutState.isLoading}
        onSignOut={() => void signOut()}
      />
    ),
  );
}
