import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SsoView } from './SsoView';

describe('SsoView', () => {
  it('lists the items under the page heading', () => {
    renderWithProviders(<SsoView items={[{ id: 1, name: 'First' }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Sso' })).toBeInTheDocument();
    expect(screen.getByText('First')).toBeInTheDocument();
  });

  it('says when there is nothing yet', () => {
    renderWithProviders(<SsoView items={[]} />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('offers a retry when the list could not be loaded', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<SsoView items={[]} loadFailed onRetry={onRetry} />);
    expect(screen.getByText('This list could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
