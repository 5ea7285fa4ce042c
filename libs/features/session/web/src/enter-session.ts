import { api } from '@facet/platform-api-client';
import type { UserSessionAnswer } from '@facet/session-domain';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { homePath } from './route-guards';
import { sessionStore } from './session-store';

/**
 * Opens the app to a person who has just signed in (on the login page, or right after creating
 * their account): keeps the session and goes to `path`, their home unless told otherwise.
 */
export function useEnterAsUser(): (answer: UserSessionAnswer, path?: string) => void {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  return (answer, path = homePath) => {
    // Nothing cached for someone else may show to the person who just signed in.
    dispatch(api.util.resetApiState());
    sessionStore.signedIn(answer.token, { user: answer.user });
    void navigate(path, { replace: true });
  };
}
