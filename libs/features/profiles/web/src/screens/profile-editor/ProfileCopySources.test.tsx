import type { ScaleScores } from '@facet/assessment-domain';
import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { rangesAroundScores } from '@facet/reports-domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CopyResultSource } from './ProfileCopySources';
import { sampleInvalidResultAnswer, sampleResultAnswer } from '../../story-fixtures';

const employees = {
  employees: [
    {
      name: 'Erin Employee',
      email: 'erin@acme.example',
      role: 'employee',
      licence_state: 'no',
      joined_at: '2025-01-01T00:00:00.000Z',
    },
  ],
  page: 1,
  totalPages: 1,
  total: 1,
};
const results = {
  diagnoses: [
    { result_id: 6, number: 3, date: '2025-04-02T09:00:00.000Z' },
    { result_id: 5, number: 2, date: '2025-03-02T09:00:00.000Z' },
  ],
  page: 1,
  totalPages: 1,
  total: 2,
};

async function choosePerson() {
  const person = screen.getByRole('combobox', { name: 'Person' });
  await waitFor(() => expect(person).toBeEnabled());
  await userEvent.type(person, 'Erin');
  await userEvent.click(await screen.findByRole('option', { name: /Erin Employee/ }));
}

describe('CopyResultSource', () => {
  it('reads the chosen person’s newest result and turns its scores into ranges', async () => {
    const api = stubApi({
      'GET /api/companies/get-employees': reply(200, employees),
      'GET /api/companies/get-diagnoses-employees': reply(200, results),
      'GET /api/companies/get-employee-result-inform': reply(200, sampleResultAnswer(false)),
    });
    const onApply = vi.fn();
    const close = vi.fn();
    renderWithProviders(<CopyResultSource onApply={onApply} close={close} />);
    await choosePerson();
    const use = screen.getByRole('button', { name: 'Use these ranges' });
    await waitFor(() => expect(use).toBeEnabled());
    expect(
      api.callsTo('GET /api/companies/get-employee-result-inform')[0]?.query.get('result_id'),
    ).toBe('6');
    await userEvent.click(use);
    expect(onApply).toHaveBeenCalledWith({
      ranges: rangesAroundScores(sampleResultAnswer(false).scores as ScaleScores, 'level'),
    });
    expect(close).toHaveBeenCalled();
  }, 60_000);

  it('refuses a result that failed the validity checks', async () => {
    stubApi({
      'GET /api/companies/get-employees': reply(200, employees),
      'GET /api/companies/get-diagnoses-employees': reply(200, results),
      'GET /api/companies/get-employee-result-inform': reply(200, sampleInvalidResultAnswer),
    });
    renderWithProviders(<CopyResultSource onApply={vi.fn()} close={vi.fn()} />);
    await choosePerson();
    expect(await screen.findByText(/did not pass the validity checks/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use these ranges' })).toBeDisabled();
  }, 60_000);
});
