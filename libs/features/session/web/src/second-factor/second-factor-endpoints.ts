import { api } from '@facet/platform-api-client';
import type {
  AdminEnrolledAnswer,
  AdminSessionAnswer,
  RecoveryCodesAnswer,
  RemoveSecondFactorPayload,
  SecondFactorsAnswer,
  TotpEnrolment,
  UserEnrolledAnswer,
  UserSessionAnswer,
} from '@facet/session-domain';
import { basePathOf, type Audience } from '../session-endpoints';

/** The sign-in's answer once its second step passed: a session, and codes if it enrolled. */
export type SecondStepAnswer = (UserSessionAnswer | AdminSessionAnswer) &
  Partial<Pick<UserEnrolledAnswer | AdminEnrolledAnswer, 'recoveryCodes'>>;

interface ChallengeCall {
  audience: Audience;
  challenge: string;
}

/** The second step of a sign-in and the account's own factors (D98). */
export const secondFactorApi = api.injectEndpoints({
  endpoints: (build) => ({
    passSecondFactor: build.mutation<SecondStepAnswer, ChallengeCall & { code: string }>({
      query: ({ audience, ...body }) => ({
        url: `${basePathOf(audience)}/second-factor`,
        method: 'POST',
        body,
      }),
    }),
    startSignInEnrolment: build.mutation<TotpEnrolment, ChallengeCall>({
      query: ({ audience, ...body }) => ({
        url: `${basePathOf(audience)}/second-factor/enrolment`,
        method: 'POST',
        body,
      }),
    }),
    confirmSignInEnrolment: build.mutation<SecondStepAnswer, ChallengeCall & { code: string }>({
      query: ({ audience, ...body }) => ({
        url: `${basePathOf(audience)}/second-factor/enrolment/confirm`,
        method: 'POST',
        body,
      }),
    }),
    secondFactors: build.query<SecondFactorsAnswer, Audience>({
      query: (audience) => ({ url: `${basePathOf(audience)}/second-factors` }),
      providesTags: ['SecondFactors'],
    }),
    startTotp: build.mutation<TotpEnrolment, Audience>({
      query: (audience) => ({ url: `${basePathOf(audience)}/second-factors/totp`, method: 'POST' }),
    }),
    confirmTotp: build.mutation<RecoveryCodesAnswer, { audience: Audience; code: string }>({
      query: ({ audience, code }) => ({
        url: `${basePathOf(audience)}/second-factors/totp/confirm`,
        method: 'POST',
        body: { code },
      }),
      invalidatesTags: ['SecondFactors'],
    }),
    removeTotp: build.mutation<void, RemoveSecondFactorPayload & { audience: Audience }>({
      query: ({ audience, ...body }) => ({
        url: `${basePathOf(audience)}/second-factors/totp/remove`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['SecondFactors'],
    }),
  }),
});

export const {
  usePassSecondFactorMutation,
  useStartSignInEnrolmentMutation,
  useConfirmSignInEnrolmentMutation,
  useSecondFactorsQuery,
  useStartTotpMutation,
  useConfirmTotpMutation,
  useRemoveTotpMutation,
} = secondFactorApi;
