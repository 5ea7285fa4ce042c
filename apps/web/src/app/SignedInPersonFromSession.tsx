import { SignedInPersonProvider, type SignedInPerson } from '@facet/platform-api-client';
import { useSession } from '@facet/session-web';
import { useMemo, type ReactNode } from 'react';

/**
 * Gives the features' screens the signed-in person from the session store (useSignedInPerson).
 * The value changes only when the person does, so a token refresh redraws no screen.
 */
export function SignedInPersonFromSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const kind = session.status === 'user' || session.status === 'admin' ? session.status : undefined;
  const record =
    session.status === 'user'
      ? session.user
      : session.status === 'admin'
        ? session.admin
        : undefined;
  const name = record?.name;
  const email = record?.email;
  const person = useMemo<SignedInPerson | undefined>(
    () => (kind && name !== undefined && email !== undefined ? { kind, name, email } : undefined),
    [kind, name, email],
  );
  return <SignedInPersonProvider value={person}>{children}</SignedInPersonProvider>;
}
