import type { SsoListAnswer } from '@facet/sso-domain';
import { api } from '@facet/platform-api-client';

/** The calls of sso, injected into the one API of the app. */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSso: build.query<SsoListAnswer, void>({
      query: () => '/sso/get-sso',
    }),
  }),
});

export const { useGetSsoQuery } = ssoApi;
