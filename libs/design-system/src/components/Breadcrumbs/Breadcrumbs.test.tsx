import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every level but the current page, which is marked current', async () => {
    const { container } = renderWithProviders(
      <Breadcrumbs
        items={[
          { id: 'panel', label: 'Company panel', href: '/company-panel' },
          { id: 'sales', label: 'Sales' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getByRole('link', { name: 'Company panel' })).toHaveAttribute(
      'href',
      '/company-panel',
    );
    expect(within(nav).getByText('Sales')).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });
});
