import { readApiFailure } from '@facet/platform-api-client';
import { currentPrivacyVersion, currentTermsVersion } from '@facet/session-domain';
import { ssoStartSchema } from '@facet/sso-domain';
import { useState } from 'react';
import { useStartSsoMutation } from '../../sso-endpoints';
import { SsoStartView } from './SsoStartView';

/** Sends the person's address to find their provider, then the browser to the provider's page. */
export function SsoStartPage() {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [start, starting] = useStartSsoMutation();
  const parsed = ssoStartSchema.safeParse({
    email,
    termsVersion: currentTermsVersion,
    privacyVersion: currentPrivacyVersion,
  });
  return (
    <SsoStartView
      email={email}
      onEmailChange={setEmail}
      isEmailInvalid={touched && !parsed.success}
      isStarting={starting.isLoading || starting.isSuccess}
      failure={readApiFailure(starting.error)}
      onSubmitPress={() => setTouched(true)}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!parsed.success) return;
        void start(parsed.data)
          .unwrap()
          .then(
            (answer) => window.location.assign(answer.authorizationUrl),
            () => undefined,
          );
      }}
    />
  );
}
