import type {
  ApplicationAnswer,
  ApplicationConfirmationAnswer,
  CreatePositionPayload,
  HiredApplicationAnswer,
  HiringSettingsAnswer,
  HiringSettingsPayload,
  PositionAnswer,
  PositionListAnswer,
  PositionRegistrationPayload,
  PublicPositionAnswer,
  QrCodeFormat,
  RegistrationPendingAnswer,
  UpdatePositionPayload,
} from '@facet/hiring-domain';
import {
  api,
  companyRequest,
  companyTagId,
  companyUrl,
  type Acting,
  type CompanyActing,
} from '@facet/platform-api-client';

const hiringSettings = (acting: CompanyActing) => [
  { type: 'Position' as const, id: companyTagId(acting, 'SETTINGS') },
];

const positionList = (acting: CompanyActing) => [
  { type: 'Position' as const, id: companyTagId(acting, 'LIST') },
];

/**
 * What a hire changes besides the application: the rankings that show it (profiles' rank-members
 * reads the company's results list) and the company's members, whom the person may join.
 */
const hiredApplicant = (acting: CompanyActing) => [
  { type: 'Result' as const, id: companyTagId(acting, 'LIST') },
  { type: 'Employee' as const, id: companyTagId(acting, 'LIST') },
];

/** The address of a position's QR code picture, for the signed-in download. */
export function positionQrCodePath(acting: CompanyActing, id: number, format: QrCodeFormat) {
  return companyUrl(acting, `/hiring/positions/${id}/qr-code`, 'manager', { format });
}

/**
 * The position calls (issue 39 part 1, D90): the company's positions for whoever acts, and the
 * public calls of a position's link.
 */
export const hiringApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPositions: build.query<PositionListAnswer, Acting>({
      query: ({ acting }) => companyUrl(acting, '/hiring/positions', 'manager'),
      providesTags: (_answer, _error, { acting }) => positionList(acting),
    }),
    createPosition: build.mutation<PositionAnswer, CreatePositionPayload & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'POST', '/hiring/positions', 'manager', body),
      invalidatesTags: (_answer, error, { acting }) => (error ? [] : positionList(acting)),
    }),
    updatePosition: build.mutation<
      PositionAnswer,
      { id: number; change: UpdatePositionPayload } & Acting
    >({
      query: ({ acting, id, change }) =>
        companyRequest(acting, 'PATCH', `/hiring/positions/${id}`, 'manager', change),
      invalidatesTags: (_answer, error, { acting }) => (error ? [] : positionList(acting)),
    }),
    closePosition: build.mutation<PositionAnswer, { id: number } & Acting>({
      query: ({ acting, id }) => ({
        url: companyUrl(acting, `/hiring/positions/${id}/close`, 'manager'),
        method: 'POST',
      }),
      invalidatesTags: (_answer, error, { acting }) => (error ? [] : positionList(acting)),
    }),
    getHiringSettings: build.query<HiringSettingsAnswer, Acting>({
      query: ({ acting }) => companyUrl(acting, '/hiring/settings', 'manager'),
      providesTags: (_answer, _error, { acting }) => hiringSettings(acting),
    }),
    updateHiringSettings: build.mutation<HiringSettingsAnswer, HiringSettingsPayload & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/hiring/settings', 'admin', body),
      invalidatesTags: (_answer, error, { acting }) => (error ? [] : hiringSettings(acting)),
    }),
    hireApplication: build.mutation<HiredApplicationAnswer, { id: number } & Acting>({
      query: ({ acting, id }) => ({
        url: companyUrl(acting, `/hiring/applications/${id}/hire`, 'manager'),
        method: 'POST',
      }),
      invalidatesTags: (_answer, error, { acting }) => (error ? [] : hiredApplicant(acting)),
    }),
    getPublicPosition: build.query<PublicPositionAnswer, string>({
      query: (token) => `/apply/${encodeURIComponent(token)}`,
    }),
    registerForPosition: build.mutation<
      RegistrationPendingAnswer,
      { token: string; registration: PositionRegistrationPayload }
    >({
      query: ({ token, registration }) => ({
        url: `/apply/${encodeURIComponent(token)}/registrations`,
        method: 'POST',
        body: registration,
      }),
    }),
    applyWithAccount: build.mutation<ApplicationAnswer, string>({
      query: (token) => ({
        url: `/apply/${encodeURIComponent(token)}/applications`,
        method: 'POST',
      }),
    }),
    confirmApplication: build.mutation<ApplicationConfirmationAnswer, string>({
      query: (token) => ({ url: '/apply/confirmations', method: 'POST', body: { token } }),
    }),
  }),
});

export const {
  useGetPositionsQuery,
  useCreatePositionMutation,
  useUpdatePositionMutation,
  useClosePositionMutation,
  useGetHiringSettingsQuery,
  useUpdateHiringSettingsMutation,
  useHireApplicationMutation,
  useGetPublicPositionQuery,
  useRegisterForPositionMutation,
  useApplyWithAccountMutation,
  useConfirmApplicationMutation,
} = hiringApi;
