import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('shows page x of y and asks for the neighbouring pages', async () => {
    const onPageChange = vi.fn();
    const { container } = renderWithProviders(
      <Pagination page={2} totalPages={5} onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 2 of 5');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1]]);
    await expectNoAxeViolations(container);
  });

  it('cannot go before the first or after the last page', () => {
    renderWithProviders(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('speaks Portuguese', () => {
    renderWithProviders(<Pagination page={3} totalPages={4} onPageChange={vi.fn()} />, 'pt');
    expect(screen.getByText('Página 3 de 4')).toBeInTheDocument();
  });
});
