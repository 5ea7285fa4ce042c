import { ToastRegion, toastQueue } from '@facet/design-system';
import { renderWithProviders, reply, stubApi, type ApiRoutes } from '@facet/platform-testing-web';
import { profilesProblems } from '@facet/profiles-domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EmployeeResultPage } from './EmployeeResultPage';
import {
  sampleInvalidResultAnswer,
  sampleProfiles,
  sampleResultAnswer,
} from '../../story-fixtures';

/** Answers the manager's calls for Erin's invalid result 5. */
const invalidResultApi = {
  'GET /api/companies/get-employee-result-inform': reply(200, sampleInvalidResultAnswer),
  'GET /api/profiles/get-profile': reply(200, {
    profile: sampleProfiles,
    page: 1,
    totalPages: 1,
    total: sampleProfiles.length,
  }),
  'PATCH /api/companies/grant-retake': reply(200, {
    result_id: 5,
    retakeGrantedAt: '2025-03-04T10:00:00.000Z',
  }),
} satisfies ApiRoutes;

function renderResultPage(search = '') {
  renderWithProviders(
    <>
      <Routes>
        <Route path="/company-panel/employee/:email/result/:id" element={<EmployeeResultPage />} />
      </Routes>
      <ToastRegion />
    </>,
    { initialPath: `/company-panel/employee/erin%40acme.example/result/5${search}` },
  );
}

// Toasts outlive a test in the app-wide queue.
afterEach(() => toastQueue.clear());

describe('EmployeeResultPage', () => {
  it('saves the comparison profile chosen for the result and says so', async () => {
    const api = stubApi(invalidResultApi, {
      'GET /api/companies/get-employee-result-inform': reply(200, sampleResultAnswer(false)),
      'PATCH /api/companies/employee-result-profile': ({ body }) => reply(200, body),
    });
    renderResultPage();
    await userEvent.click(await screen.findByRole('button', { name: /Comparison profile/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Analyst' }));
    expect(await screen.findByText('Comparison profile saved.')).toBeVisible();
    expect(api.callsTo('PATCH /api/companies/employee-result-profile')[0]?.body).toEqual({
      email: 'erin@acme.example',
      result_id: 5,
      profile_id: 2,
    });
  });

  it('chooses, once, the profile of the ranking it was opened from', async () => {
    const api = stubApi(invalidResultApi, {
      'GET /api/companies/get-employee-result-inform': reply(200, sampleResultAnswer(false)),
      'PATCH /api/companies/employee-result-profile': ({ body }) => reply(200, body),
    });
    renderResultPage('?profile_id=2');
    await waitFor(() =>
      expect(api.callsTo('PATCH /api/companies/employee-result-profile')).toHaveLength(1),
    );
    expect(api.callsTo('PATCH /api/companies/employee-result-profile')[0]?.body).toEqual({
      email: 'erin@acme.example',
      result_id: 5,
      profile_id: 2,
    });
  });

  it('grants one free retake of an invalid result and says it was allowed', async () => {
    const { calls } = stubApi(invalidResultApi);
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
    stubApi(invalidResultApi, {
      'PATCH /api/companies/grant-retake': reply(409, {
        message: 'A retake of this result has already been granted.',
        code: profilesProblems.retakeAlreadyGranted.code,
      }),
    });
    renderResultPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Allow one free retake' }));
    expect(
      await screen.findByText('A retake of this result has already been allowed.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Allow one free retake' })).toBeVisible();
  });
});
