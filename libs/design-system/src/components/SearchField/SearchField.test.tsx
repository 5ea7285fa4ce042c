import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('submits on Enter and clears with its button', async () => {
    const onSubmit = vi.fn();
    const { container } = renderWithProviders(<SearchField onSubmit={onSubmit} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'ana{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('ana');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: /Clear/ }));
    expect(input).toHaveValue('');
  });

  it('keeps an accessible name when the label is hidden', () => {
    renderWithProviders(<SearchField label="Search companies" isLabelHidden />);
    expect(screen.getByRole('searchbox', { name: 'Search companies' })).toBeInTheDocument();
    expect(screen.queryByText('Search companies')).not.toBeInTheDocument();
  });
});
