import { renderWithProviders } from '@facet/platform-testing-web';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { samplePositions } from '../../story-fixtures';
import { PositionsTableView, type PositionsTableViewProps } from './PositionsTableView';

function props(overrides: Partial<PositionsTableViewProps> = {}): PositionsTableViewProps {
  return {
    positions: samplePositions,
    isLoading: false,
    onRetry: vi.fn(),
    onNew: vi.fn(),
    onEdit: vi.fn(),
    onShowLink: vi.fn(),
    onClose: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('PositionsTableView', () => {
  it('lists each position with its state, applicants and places left', () => {
    renderWithProviders(<PositionsTableView {...props()} />);
    const row = screen.getByRole('row', { name: /Junior data analyst/ });
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('12 / 7')).toBeInTheDocument();
    expect(within(row).getByText('28 of 40')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Account executive/ })).toHaveTextContent('Full');
  });

  it('opens the link of a position and closes one after confirming', async () => {
    const onShowLink = vi.fn();
    const onClose = vi.fn(async () => undefined);
    renderWithProviders(<PositionsTableView {...props({ onShowLink, onClose })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Junior data analyst' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Link and QR code' }));
    expect(onShowLink).toHaveBeenCalledWith(samplePositions[0]);
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Junior data analyst' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Close to applications' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close position' }));
    expect(onClose).toHaveBeenCalledWith(samplePositions[0]);
  });

  it('offers no edit or close on a closed position, and says when there are none', () => {
    const { unmount } = renderWithProviders(<PositionsTableView {...props()} />);
    expect(screen.getByRole('row', { name: /Summer interns/ })).toHaveTextContent('Closed');
    unmount();
    renderWithProviders(<PositionsTableView {...props({ positions: [] })} />);
    expect(screen.getByText('No positions yet')).toBeInTheDocument();
  });
});
