import { accessTokenStore, api } from '@facet/platform-api-client';
import {
  currentPrivacyVersion,
  currentTermsVersion,
  type AdminLoginPayload,
  type AdminSignInAnswer,
  type ChangePasswordAnswer,
  type ChangePasswordPayload,
  type EmployeeRegisterPayload,
  type ForgotPasswordPayload,
  linkContextPath,
  type LinkContextAnswer,
  type LoginPayload,
  type SetPasswordPayload,
  type UserSignInAnswer,
} from '@facet/session-domain';

interface MessageAnswer {
  message: string;
}

export type Audience = 'user' | 'admin';
export const basePathOf = (audience: Audience) => (audience === 'user' ? '/auth' : '/admin');

/** The session calls of spec/api.md §7; the screens' containers use their hooks. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<UserSignInAnswer, Omit<LoginPayload, 'termsVersion' | 'privacyVersion'>>({
      // Signing in on this screen accepts the terms and policy it links to.
      query: (login) => ({
        url: '/auth/login',
        method: 'POST',
        body: {
          ...login,
          termsVersion: currentTermsVersion,
          privacyVersion: currentPrivacyVersion,
        },
      }),
    }),
    adminLogin: build.mutation<AdminSignInAnswer, AdminLoginPayload>({
      query: (login) => ({ url: '/admin/login', method: 'POST', body: login }),
    }),
    logout: build.mutation<void, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<MessageAnswer, ForgotPasswordPayload & { audience: Audience }>({
      query: ({ audience, ...body }) => ({
        url: `${basePathOf(audience)}/forgot-password`,
        method: 'POST',
        body,
      }),
    }),
    setPassword: build.mutation<MessageAnswer, SetPasswordPayload & { audience: Audience }>({
      query: ({ audience, ...body }) => ({
        url: `${basePathOf(audience)}/set-password`,
        method: 'PATCH',
        body,
      }),
    }),
    employeeRegister: build.mutation<
      MessageAnswer,
      Omit<EmployeeRegisterPayload, 'termsVersion' | 'privacyVersion'>
    >({
      query: (registration) => ({
        url: '/auth/employee-register',
        method: 'POST',
        body: {
          ...registration,
          termsVersion: currentTermsVersion,
          privacyVersion: currentPrivacyVersion,
        },
      }),
    }),
    registerContext: build.query<LinkContextAnswer, string>({
      query: (token) => ({ url: linkContextPath(token) }),
    }),
    changePassword: build.mutation<ChangePasswordAnswer, ChangePasswordPayload>({
      query: (change) => ({ url: '/auth/change-password', method: 'PATCH', body: change }),
      // The change ended every access token issued before it, this browser's included.
      async onQueryStarted(_change, { queryFulfilled }) {
        // A refused change keeps the token; the form shows the refusal from the hook's state.
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) accessTokenStore.set(answer.data.token);
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useAdminLoginMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useSetPasswordMutation,
  useEmployeeRegisterMutation,
  useRegisterContextQuery,
  useChangePasswordMutation,
} = sessionApi;
