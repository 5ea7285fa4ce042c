import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InterviewGuidesView } from './InterviewGuidesView';

describe('InterviewGuidesView', () => {
  it('lists the items under the page heading', () => {
    renderWithProviders(<InterviewGuidesView items={[{ id: 1, name: 'First' }]} />);
    expect(screen.getByRole('heading', { level: 1, name: 'InterviewGuides' })).toBeInTheDocument();
    expect(screen.getByText('First')).toBeInTheDocument();
  });

  it('says when there is nothing yet', () => {
    renderWithProviders(<InterviewGuidesView items={[]} />);
    expect(screen.getByText('Nothing here yet')).toBeInTheDocument();
  });

  it('offers a retry when the list could not be loaded', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<InterviewGuidesView items={[]} loadFailed onRetry={onRetry} />);
    expect(screen.getByText('This list could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
