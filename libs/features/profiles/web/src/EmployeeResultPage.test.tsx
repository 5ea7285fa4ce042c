import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmployeeResultPage } from './EmployeeResultPage';
import { sampleInvalidResultAnswer, sampleProfiles } from './story-fixtures';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const NodeRequest = globalThis.Request;

/** jsdom's page has an address, Node's Request does not: resolve the API's relative paths. */
class RelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
  }
}

/** Answers the manager's calls for Erin's invalid result 5 and records every call. */
function stubApi(overrides: Record<string, Handler> = {}) {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const handlers: Record<string, Handler> = {
    'GET /api/companies/get-employee-result-inform': () => json(200, sampleInvalidResultAnswer),
    'GET /api/profiles/get-profile': () =>
      json(200, { profile: sampleProfiles, page: 1, totalPages: 1, total: sampleProfiles.length }),
    'PATCH /api/companies/grant-retake': () =>
      json(200, { result_id: 5, retakeGrantedAt: '2025-03-04T10:00:00.000Z' }),
    ...overrides,
  };
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url, 'http://localhost');
      const body = request.method === 'GET' ? undefined : await request.clone().json();
      calls.push({ method: request.method, url: `${url.pathname}${url.search}`, body });
      const handler = handlers[`${request.method} ${url.pathname}`];
      return handler ? handler(request) : json(404, { message: 'not stubbed' });
    }),
  );
  return calls;
}

function renderResultPage() {
  renderWithProviders(
    <Routes>
      <Route path="/company-panel/employee/:email/result/:id" element={<EmployeeResultPage />} />
    </Routes>,
    { initialPath: '/company-panel/employee/erin%40acme.example/result/5' },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('EmployeeResultPage', () => {
  it('grants one free retake of an invalid result and says it was allowed', async () => {
    const calls = stubApi();
    renderResultPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Allow one free retake' }));
    await waitFor(() =>
      expect(calls.find(({ method }) => method === 'PATCH')).toMatchObject({
        url: '/api/companies/grant-retake?role=manager',
        body: { email: 'erin@acme.example', result_id: 5 },
      }),
    );
    expect(await screen.findByText(/One free retake was allowed on March 4, 2025/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow one free retake' })).toBeNull();
  });

  it('says in words when the retake cannot be allowed (409)', async () => {
    stubApi({
      'PATCH /api/companies/grant-retake': () =>
        json(409, { message: 'A retake of this result has already been granted.' }),
    });
    renderResultPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Allow one free retake' }));
    expect(await screen.findByText(/This retake cannot be allowed/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Allow one free retake' })).toBeVisible();
  });
});
