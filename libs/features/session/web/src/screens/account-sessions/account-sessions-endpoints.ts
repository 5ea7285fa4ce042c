import { accessTokenStore, api } from '@facet/platform-api-client';
import type { AccountSessionsAnswer, EndSessionsAnswer } from '@facet/session-domain';

/** Ending sessions ended this browser's access token too: it goes on with the one answered. */
async function keepFreshToken(queryFulfilled: Promise<{ data: EndSessionsAnswer }>) {
  // A refused call keeps the token; the tab shows the refusal from the hook's state.
  const answer = await queryFulfilled.catch(() => undefined);
  if (answer) accessTokenStore.set(answer.data.token);
}

/** The person's own sessions (D97): the list, ending one, ending all others. */
export const accountSessionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountSessions: build.query<AccountSessionsAnswer, void>({
      query: () => '/auth/sessions',
    }),
    endAccountSession: build.mutation<EndSessionsAnswer, string>({
      query: (id) => ({ url: `/auth/sessions/${encodeURIComponent(id)}/end`, method: 'POST' }),
      onQueryStarted: (_id, { queryFulfilled }) => keepFreshToken(queryFulfilled),
    }),
    endOtherAccountSessions: build.mutation<EndSessionsAnswer, void>({
      query: () => ({ url: '/auth/sessions/end-others', method: 'POST' }),
      onQueryStarted: (_none, { queryFulfilled }) => keepFreshToken(queryFulfilled),
    }),
  }),
});

export const {
  useGetAccountSessionsQuery,
  useEndAccountSessionMutation,
  useEndOtherAccountSessionsMutation,
} = accountSessionsApi;
