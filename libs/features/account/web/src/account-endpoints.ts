import type {
  AccountProfile,
  LeaveCompanyAnswer,
  LeaveCompanyPayload,
  UpdateProfilePayload,
} from '@facet/account-domain';
import { api } from '@facet/platform-api-client';

/** The account calls of spec/api.md §7 "User area". */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<AccountProfile, void>({
      query: () => '/user/me',
      providesTags: ['Me'],
    }),
    updateMyProfile: build.mutation<AccountProfile, UpdateProfilePayload>({
      query: (body) => ({ url: '/user/update-profile', method: 'PATCH', body }),
      // The answer is the new record: put it in the cache instead of asking again.
      async onQueryStarted(_payload, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        await dispatch(accountApi.util.upsertQueryData('getMe', undefined, data));
      },
    }),
    leaveCompany: build.mutation<LeaveCompanyAnswer, LeaveCompanyPayload>({
      query: (body) => ({ url: '/user/leave-company', method: 'PATCH', body }),
      // The company's lists no longer hold the person.
      invalidatesTags: ['Me', 'Company', 'Employee', 'Group'],
    }),
  }),
});

export const { useGetMeQuery, useUpdateMyProfileMutation, useLeaveCompanyMutation } = accountApi;
