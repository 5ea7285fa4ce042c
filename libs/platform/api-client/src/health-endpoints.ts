import { api } from './api';

export interface HealthStatus {
  status: 'ok';
  /** Absent where the deployment does not publish it (production without API_DOCS). */
  version?: string;
  uptimeSeconds: number;
}

export interface ReadinessStatus {
  status: 'ready';
  database: 'ok';
}

export const healthApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<HealthStatus, void>({
      query: () => '/health',
      providesTags: ['Health'],
    }),
    getReadiness: build.query<ReadinessStatus, void>({
      query: () => '/ready',
      providesTags: ['Health'],
    }),
  }),
});

export const { useGetHealthQuery, useGetReadinessQuery } = healthApi;
