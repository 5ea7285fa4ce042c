import type { MyApplicationsAnswer } from '@facet/hiring-domain';
import { api } from '@facet/platform-api-client';

/** The applicant's own calls (D91): their applications with every company, and withdrawal. */
export const myApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyApplications: build.query<MyApplicationsAnswer, void>({
      query: () => '/hiring/my-applications',
    }),
    withdrawMyApplication: build.mutation<void, number>({
      query: (id) => ({ url: `/hiring/my-applications/${id}/withdraw`, method: 'POST' }),
    }),
  }),
});

export const { useGetMyApplicationsQuery, useWithdrawMyApplicationMutation } = myApplicationsApi;
