import { renderWithProviders, reply, stubApi } from '@facet/platform-testing-web';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminDataRightsRequestsPanel } from './AdminDataRightsRequestsPanel';
import { sampleRequest } from '../../story-fixtures';

describe('AdminDataRightsRequestsPanel', () => {
  it('searches from 3 characters, as every back-office tab does', async () => {
    const api = stubApi({
      'GET /api/arsulipo/admin': reply(200, {
        arsulipos: [sampleRequest],
        page: 1,
        totalPages: 1,
        total: 1,
      }),
    });
    renderWithProviders(<AdminDataRightsRequestsPanel />);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'er');
    expect(screen.getByText('Type at least 3 characters to search.')).toBeInTheDocument();
    await userEvent.type(search, 'i');
    await waitFor(() =>
      expect(api.callsTo('GET /api/arsulipo/admin').map((call) => call.url)).toContain(
        '/api/arsulipo/admin?page=1&searchTerm=eri',
      ),
    );
    expect(api.callsTo('GET /api/arsulipo/admin')[0]?.url).toBe('/api/arsulipo/admin?page=1');
  });
});
