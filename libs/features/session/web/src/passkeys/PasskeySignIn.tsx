import { startAuthentication } from '@simplewebauthn/browser';
import type { PasskeyAuthenticationResponse } from '@facet/session-domain';
import type { Audience } from '../session-endpoints';
import type { SecondStepAnswer } from '../second-factor/second-factor-endpoints';
import { usePasskeySignInMutation, usePasskeySignInOptionsMutation } from './passkey-endpoints';
import { PasskeySignInView } from './PasskeySignInView';
import { usePasskeyCeremony } from './use-passkey-ceremony';

export interface PasskeySignInProps {
  audience: Audience;
  /** The password step's challenge when a passkey answers the second step; none signs in alone. */
  challenge?: string;
  stayLoggedIn?: boolean;
  onSignedIn: (answer: SecondStepAnswer) => void;
}

/**
 * Signs in with a passkey (D100): alone, the browser offers the passkeys it holds for this site
 * (usernameless); as the second step, the person's own.
 */
export function PasskeySignIn({
  audience,
  challenge,
  stayLoggedIn = false,
  onSignedIn,
}: PasskeySignInProps) {
  const [askOptions] = usePasskeySignInOptionsMutation();
  const [signIn] = usePasskeySignInMutation();
  const ceremony = usePasskeyCeremony(async () => {
    const optionsJSON = await askOptions({ audience, challenge }).unwrap();
    const response = await startAuthentication({ optionsJSON });
    return signIn({
      audience,
      challenge,
      stayLoggedIn,
      response: response as PasskeyAuthenticationResponse,
    }).unwrap();
  });
  return (
    <PasskeySignInView
      purpose={challenge ? 'secondStep' : 'alone'}
      isPending={ceremony.isPending}
      problem={ceremony.problem}
      onStart={() => void ceremony.start().then((answer) => answer && onSignedIn(answer))}
    />
  );
}
