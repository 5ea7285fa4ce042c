import { api, companyTagId, type Acting, type CompanyActing } from '@facet/platform-api-client';
import { adminTwinPath } from '@facet/platform-kernel';
import type { RefreshAnswer } from '@facet/session-domain';
import type {
  SsoSettingsAnswer,
  SsoSettingsInput,
  SsoStartAnswer,
  SsoStartInput,
} from '@facet/sso-domain';

const providerPath = '/sso/provider';

/**
 * The settings' address for who acts: the admin's own company, or the back office's twin where
 * the kernel's one rule puts it (D94).
 */
function settingsUrl(acting: CompanyActing): string {
  return acting.kind === 'member'
    ? providerPath
    : `${adminTwinPath(providerPath)}?company_id=${acting.companyId}`;
}

const settingsTag = (acting: CompanyActing) =>
  ({ type: 'Company', id: companyTagId(acting, 'SSO') }) as const;

/** Single sign-on's calls (D99), injected into the one API of the app. */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSsoSettings: build.query<SsoSettingsAnswer, CompanyActing>({
      query: settingsUrl,
      providesTags: (_answer, _error, acting) => [settingsTag(acting)],
    }),
    saveSsoSettings: build.mutation<SsoSettingsAnswer, SsoSettingsInput & Acting>({
      query: ({ acting, ...body }) => ({ url: settingsUrl(acting), method: 'PUT', body }),
      invalidatesTags: (_answer, _error, { acting }) => [settingsTag(acting)],
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
