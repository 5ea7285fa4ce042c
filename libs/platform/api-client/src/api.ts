import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { accessTokenStore } from './access-token';
import { endExpiredSession } from './session-expiry';

export const apiBasePath = '/api';

/** Every tag of the product's cache, declared once so features invalidate each other's lists. */
export const tagTypes = [
  'Health',
  'Session',
  'Me',
  'Company',
  'Employee',
  'Invitation',
  'Profile',
  'Group',
  'Diagnosis',
  'Result',
  'DataRightsRequest',
  'ContactRequest',
  'PlatformAdmin',
  'User',
  'WebhookEndpoint',
  'Position',
  'SecondFactors',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiBasePath,
  credentials: 'include',
  prepareHeaders: (headers) => {
    const token = accessTokenStore.get();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** One refresh shared by every call that hit a 401 at the same time. */
let refreshInFlight: Promise<boolean> | undefined;

function refreshAccessToken(
  api: Parameters<BaseQueryFn>[1],
  extraOptions: Parameters<BaseQueryFn>[2],
): Promise<boolean> {
  refreshInFlight ??= (async () => {
    const answer = await rawBaseQuery({ url: '/refresh-token', method: 'POST' }, api, extraOptions);
    const token = (answer.data as { accessToken?: unknown } | undefined)?.accessToken;
    accessTokenStore.set(typeof token === 'string' ? token : undefined);
    // Inside the shared refresh, so calls that failed together end the session once.
    if (typeof token !== 'string') endExpiredSession();
    return typeof token === 'string';
  })().finally(() => {
    refreshInFlight = undefined;
  });
  return refreshInFlight;
}

const sessionCalls = new Set(['/refresh-token', '/auth/login', '/logout', '/admin/login']);

/** On a 401 the call is retried once after one refresh; a failed refresh ends the session (DESIGN §8). */
export const baseQueryWithRefresh: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError
> = async (args, api, extraOptions) => {
  const answer = await rawBaseQuery(args, api, extraOptions);
  const url = typeof args === 'string' ? args : args.url;
  if (answer.error?.status !== 401 || sessionCalls.has(url.split('?')[0] ?? url)) return answer;
  if (!(await refreshAccessToken(api, extraOptions))) return answer;
  return rawBaseQuery(args, api, extraOptions);
};

/** The one RTK Query api of the product; each feature adds its calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithRefresh,
  tagTypes,
  endpoints: () => ({}),
});
