import { api } from '@facet/platform-api-client';
import type { RefreshAnswer } from '@facet/session-domain';
import type {
  SsoSettingsAnswer,
  SsoSettingsInput,
  SsoStartAnswer,
  SsoStartInput,
} from '@facet/sso-domain';

const settingsTag = { type: 'Company', id: 'SSO' } as const;

/** Single sign-on's calls (D99), injected into the one API of the app. */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSsoSettings: build.query<SsoSettingsAnswer, void>({
      query: () => '/sso/settings',
      providesTags: [settingsTag],
    }),
    saveSsoSettings: build.mutation<SsoSettingsAnswer, SsoSettingsInput>({
      query: (body) => ({ url: '/sso/settings', method: 'PUT', body }),
      invalidatesTags: [settingsTag],
    }),
    startSso: build.mutation<SsoStartAnswer, SsoStartInput>({
      query: (body) => ({ url: '/sso/start', method: 'POST', body }),
    }),
    /** The session the callback opened, read from its refresh cookie as a reload does. */
    enterSsoSession: build.mutation<RefreshAnswer, void>({
      query: () => ({ url: '/refresh-token', method: 'POST' }),
    }),
  }),
});

export const {
  useGetSsoSettingsQuery,
  useSaveSsoSettingsMutation,
  useStartSsoMutation,
  useEnterSsoSessionMutation,
} = ssoApi;
