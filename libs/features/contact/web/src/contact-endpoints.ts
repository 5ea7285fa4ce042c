import type {
  ContactAnswer,
  ContactCreatedAnswer,
  ContactListAnswer,
  ContactRequestPayload,
  ContactUpdatePayload,
} from '@facet/contact-domain';
import { api } from '@facet/platform-api-client';

const list = { type: 'ContactRequest' as const, id: 'LIST' };

export interface ContactListArgs {
  page: number;
  includeInactive: boolean;
  /** At least 3 characters searches; shorter lists everything. */
  searchTerm?: string;
}

/** The contact calls (spec/api.md §7 `/contact/*`, `/admin/search/contactForms`). */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    createContactRequest: build.mutation<ContactCreatedAnswer, ContactRequestPayload>({
      query: (body) => ({ url: '/contact/create', method: 'POST', body }),
      invalidatesTags: [list],
    }),
    getContactRequests: build.query<ContactListAnswer, ContactListArgs>({
      query: ({ page, includeInactive, searchTerm }) =>
        searchTerm
          ? { url: '/admin/search/contactForms', params: { searchTerm, page, includeInactive } }
          : { url: '/contact/get', params: { page, includeInactive } },
      providesTags: (answer) => [
        list,
        ...(answer?.contactForms ?? []).map((row) => ({
          type: 'ContactRequest' as const,
          id: row.id,
        })),
      ],
    }),
    getContactRequest: build.query<ContactAnswer, number>({
      query: (id) => `/contact/get/${id}`,
      providesTags: (_answer, _error, id) => [{ type: 'ContactRequest', id }],
    }),
    updateContactRequest: build.mutation<ContactAnswer, ContactUpdatePayload>({
      query: (body) => ({ url: '/contact/update', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { form_id }) => [
        list,
        { type: 'ContactRequest', id: Number(form_id) },
      ],
    }),
  }),
});

export const {
  useCreateContactRequestMutation,
  useGetContactRequestsQuery,
  useGetContactRequestQuery,
  useUpdateContactRequestMutation,
} = contactApi;
