import { api } from '@facet/platform-api-client';
import type {
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDeliveriesAnswer,
  WebhookEndpointAnswer,
  WebhookEndpointCreatedAnswer,
  WebhookEndpointsAnswer,
  WebhookSecretAnswer,
  WebhookTestAnswer,
} from '@facet/webhooks-domain';

const endpointsTag = { type: 'WebhookEndpoint', id: 'LIST' } as const;

/** The company admin's webhook calls (D42), injected into the one API of the app. */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWebhookEndpoints: build.query<WebhookEndpointsAnswer, void>({
      query: () => '/webhooks/endpoints',
      providesTags: [endpointsTag],
    }),
    createWebhookEndpoint: build.mutation<WebhookEndpointCreatedAnswer, CreateWebhookEndpoint>({
      query: (body) => ({ url: '/webhooks/endpoints', method: 'POST', body }),
      invalidatesTags: [endpointsTag],
    }),
    updateWebhookEndpoint: build.mutation<
      WebhookEndpointAnswer,
      { id: number; update: UpdateWebhookEndpoint }
    >({
      query: ({ id, update }) => ({
        url: `/webhooks/endpoints/${id}`,
        method: 'PATCH',
        body: update,
      }),
      invalidatesTags: [endpointsTag],
    }),
    deleteWebhookEndpoint: build.mutation<void, number>({
      query: (id) => ({ url: `/webhooks/endpoints/${id}`, method: 'DELETE' }),
      invalidatesTags: [endpointsTag],
    }),
    rotateWebhookSecret: build.mutation<WebhookSecretAnswer, number>({
      query: (id) => ({ url: `/webhooks/endpoints/${id}/rotate-secret`, method: 'POST' }),
      invalidatesTags: [endpointsTag],
    }),
    sendWebhookTest: build.mutation<WebhookTestAnswer, number>({
      query: (id) => ({ url: `/webhooks/endpoints/${id}/test`, method: 'POST' }),
      invalidatesTags: (_answer, _error, id) => [endpointsTag, { type: 'WebhookEndpoint', id }],
    }),
    getWebhookDeliveries: build.query<WebhookDeliveriesAnswer, { id: number; page: number }>({
      query: ({ id, page }) => ({ url: `/webhooks/endpoints/${id}/deliveries`, params: { page } }),
      providesTags: (_answer, _error, { id }) => [{ type: 'WebhookEndpoint', id }],
    }),
  }),
});

export const {
  useGetWebhookEndpointsQuery,
  useCreateWebhookEndpointMutation,
  useUpdateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useGetWebhookDeliveriesQuery,
} = webhooksApi;
