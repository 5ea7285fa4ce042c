import type { HiringListAnswer } from '@facet/hiring-domain';
import { api } from '@facet/platform-api-client';

/** The calls of hiring, injected into the one API of the app. */
export const hiringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHiring: build.query<HiringListAnswer, void>({
      query: () => '/hiring/get-hiring',
    }),
  }),
});

export const { useGetHiringQuery } = hiringApi;
