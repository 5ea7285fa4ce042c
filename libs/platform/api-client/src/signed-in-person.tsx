import { createContext, useContext } from 'react';

/**
 * Who is signed in in this tab, as the screens of the features need it: the app provides it from
 * the session feature's store, so a screen knows the person without depending on that feature.
 * Undefined while nobody is known (signed out, restoring, or a prerendered page).
 */
export interface SignedInPerson {
  kind: 'user' | 'admin';
  name: string;
  email: string;
}

const signedInPersonContext = createContext<SignedInPerson | undefined>(undefined);

export const SignedInPersonProvider = signedInPersonContext.Provider;

/** The person signed in in this tab, if any (see SignedInPerson). */
export function useSignedInPerson(): SignedInPerson | undefined {
  return useContext(signedInPersonContext);
}
