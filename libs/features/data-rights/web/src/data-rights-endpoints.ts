import type {
  DataRightsAdminAnswer,
  DataRightsAdminListAnswer,
  DataRightsAdminUpdatePayload,
  DataRightsAnswer,
  DataRightsChatPayload,
  DataRightsCreatedAnswer,
  DataRightsEntity,
  DataRightsListAnswer,
  DataRightsRequestPayload,
  RectificationPayload,
} from '@facet/data-rights-domain';
import { api } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';

export interface DocumentLinks {
  pdfUrl?: string;
  url?: string;
  csvUrl?: string;
}

const item = (id: number) => ({ type: 'DataRightsRequest' as const, id });
const list = { type: 'DataRightsRequest' as const, id: 'LIST' };
const adminList = { type: 'DataRightsRequest' as const, id: 'ADMIN-LIST' };

/** The data-rights calls (spec/api.md §7 `/arsulipo/*`), with their cache tags. */
export const dataRightsApi = api.injectEndpoints({
  endpoints: (build) => ({
    fileDataRightsRequest: build.mutation<DataRightsCreatedAnswer, DataRightsRequestPayload>({
      query: (body) => ({ url: '/arsulipo/user', method: 'POST', body }),
      invalidatesTags: [list, adminList],
    }),
    getOwnDataRightsRequests: build.query<DataRightsListAnswer, number>({
      query: (page) => ({ url: '/arsulipo/user', params: { page } }),
      providesTags: (answer) => [
        list,
        ...(answer?.arsulipos ?? []).map((row) => item(row.arsulipo_id)),
      ],
    }),
    getOwnDataRightsRequest: build.query<DataRightsAnswer, number>({
      query: (id) => `/arsulipo/user/${id}`,
      providesTags: (_answer, _error, id) => [item(id)],
    }),
    writeDataRightsMessage: build.mutation<DataRightsAnswer, DataRightsChatPayload>({
      query: (body) => ({ url: '/arsulipo/user', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { arsulipo_id: dataRightsRequestId }) => [
        item(Number(dataRightsRequestId)),
      ],
    }),
    getOwnDataRightsDocument: build.mutation<DocumentLinks, { id: number; lang: Language }>({
      query: ({ id, lang }) => ({ url: `/arsulipo/user/${id}/document`, params: { lang } }),
    }),
    getAdminDataRightsRequests: build.query<
      DataRightsAdminListAnswer,
      { page: number; searchTerm?: string }
    >({
      query: ({ page, searchTerm }) => ({
        url: '/arsulipo/admin',
        params: { page, ...(searchTerm && { searchTerm }) },
      }),
      providesTags: (answer) => [
        adminList,
        ...(answer?.arsulipos ?? []).map((row) => item(row.arsulipo_id)),
      ],
    }),
    getAdminDataRightsRequest: build.query<DataRightsAdminAnswer, number>({
      query: (id) => `/arsulipo/admin/${id}`,
      providesTags: (_answer, _error, id) => [item(id)],
    }),
    updateAdminDataRightsRequest: build.mutation<
      DataRightsAdminAnswer,
      DataRightsAdminUpdatePayload
    >({
      query: (body) => ({ url: '/arsulipo/admin', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { arsulipo_id: dataRightsRequestId }) => [
        item(Number(dataRightsRequestId)),
        adminList,
        list,
      ],
    }),
    grantDataRightsAccess: build.mutation<{ pdfUrl: string }, { id: number; lang: Language }>({
      query: ({ id, lang }) => ({
        url: '/arsulipo/adminInform',
        params: { arsulipo_id: id, lang },
      }),
      invalidatesTags: (_answer, _error, { id }) => [item(id), adminList, list],
    }),
    grantDataRightsPortability: build.mutation<
      DocumentLinks,
      { id: number; entity: DataRightsEntity }
    >({
      query: ({ id, entity }) => ({
        url: '/arsulipo/portability',
        params: { arsulipo_id: id, toPort: entity },
      }),
      invalidatesTags: (_answer, _error, { id }) => [item(id), adminList, list],
    }),
    rectifyDataRights: build.mutation<
      DataRightsAdminAnswer,
      { id: number; entity: DataRightsEntity; patch: RectificationPayload }
    >({
      query: ({ id, entity, patch }) => ({
        url: '/arsulipo/rectification',
        params: { arsulipo_id: id, toPatch: entity },
        method: 'PATCH',
        body: patch,
      }),
      invalidatesTags: (_answer, _error, { id }) => [item(id), adminList, list],
    }),
    suppressDataRights: build.mutation<
      DataRightsAdminAnswer,
      { id: number; entity: DataRightsEntity }
    >({
      query: ({ id, entity }) => ({
        url: '/arsulipo/suppression',
        params: { arsulipo_id: id, toDelete: entity },
        method: 'DELETE',
      }),
      invalidatesTags: (_answer, _error, { id }) => [item(id), adminList, list],
    }),
  }),
});

export const {
  useFileDataRightsRequestMutation,
  useGetOwnDataRightsRequestsQuery,
  useGetOwnDataRightsRequestQuery,
  useWriteDataRightsMessageMutation,
  useGetOwnDataRightsDocumentMutation,
  useGetAdminDataRightsRequestsQuery,
  useGetAdminDataRightsRequestQuery,
  useUpdateAdminDataRightsRequestMutation,
  useGrantDataRightsAccessMutation,
  useGrantDataRightsPortabilityMutation,
  useRectifyDataRightsMutation,
  useSuppressDataRightsMutation,
} = dataRightsApi;
