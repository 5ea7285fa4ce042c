import { api } from '@facet/platform-api-client';
import type {
  PasskeyAddedAnswer,
  PasskeyAuthenticationResponse,
  RemoveSecondFactorPayload,
} from '@facet/session-domain';
import { currentPrivacyVersion, currentTermsVersion } from '@facet/session-domain';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { basePathOf, type Audience } from '../session-endpoints';
import type { SecondStepAnswer } from '../second-factor/second-factor-endpoints';

/** Passkeys (D100): the account's list calls, the usernameless sign-in and the second step. */
export const passkeyApi = api.injectEndpoints({
  endpoints: (build) => ({
    passkeyRegistrationOptions: build.mutation<PublicKeyCredentialCreationOptionsJSON, Audience>({
      query: (audience) => ({
        url: `${basePathOf(audience)}/second-factors/passkeys/options`,
        method: 'POST',
      }),
    }),
    addPasskey: build.mutation<
      PasskeyAddedAnswer,
      { audience: Audience; name: string; response: RegistrationResponseJSON }
    >({
      query: ({ audience, ...body }) => ({
        url: `${basePathOf(audience)}/second-factors/passkeys`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['SecondFactors'],
    }),
    removePasskey: build.mutation<
      void,
      RemoveSecondFactorPayload & { audience: Audience; id: number }
    >({
      query: ({ audience, id, ...body }) => ({
        url: `${basePathOf(audience)}/second-factors/passkeys/${id}/remove`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['SecondFactors'],
    }),
    passkeySignInOptions: build.mutation<
      PublicKeyCredentialRequestOptionsJSON,
      { audience: Audience; challenge?: string }
    >({
      query: ({ audience, challenge }) => ({
        url: `${basePathOf(audience)}/${challenge ? 'second-factor/' : ''}passkey/options`,
        method: 'POST',
        body: challenge ? { challenge } : {},
      }),
    }),
    passkeySignIn: build.mutation<
      SecondStepAnswer,
      {
        audience: Audience;
        response: PasskeyAuthenticationResponse;
        challenge?: string;
        stayLoggedIn: boolean;
      }
    >({
      query: ({ audience, response, challenge, stayLoggedIn }) => ({
        url: `${basePathOf(audience)}/${challenge ? 'second-factor/' : ''}passkey`,
        method: 'POST',
        body: challenge
          ? { challenge, response }
          : {
              response,
              stayLoggedIn,
              // Signing in on this screen accepts the terms it links to, as the password does.
              ...(audience === 'user' && {
                termsVersion: currentTermsVersion,
                privacyVersion: currentPrivacyVersion,
              }),
            },
      }),
    }),
    passkeyEnrolmentOptions: build.mutation<
      PublicKeyCredentialCreationOptionsJSON,
      { audience: Audience; challenge: string }
    >({
      query: ({ audience, challenge }) => ({
        url: `${basePathOf(audience)}/second-factor/enrolment/passkey/options`,
        method: 'POST',
        body: { challenge },
      }),
    }),
    passkeyEnrolment: build.mutation<
      SecondStepAnswer,
      { audience: Audience; challenge: string; name: string; response: RegistrationResponseJSON }
    >({
      query: ({ audience, ...body }) => ({
        url: `${basePathOf(audience)}/second-factor/enrolment/passkey`,
        method: 'POST',
        body,
      }),
    }),
  }),
});

export const {
  usePasskeyRegistrationOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
  usePasskeyEnrolmentOptionsMutation,
  usePasskeyEnrolmentMutation,
} = passkeyApi;
