import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable';

describe('DataTable', () => {
  it('reads each row by its header, under the named columns, with nothing focusable', () => {
    render(
      <DataTable
        aria-label="Scores"
        columns={['Scale', 'Percentile']}
        rows={[
          { key: 'E', header: 'Extraversion', cells: ['62'], emphasis: 'strong' },
          { key: 'E1', header: 'Friendliness', cells: ['71'], emphasis: 'indented' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Scores' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Scale', 'Percentile']);
    const friendliness = within(table).getByRole('rowheader', { name: 'Friendliness' });
    expect(friendliness.dataset['emphasis']).toBe('indented');
    expect(within(friendliness.closest('tr')!).getByRole('cell').textContent).toBe('71');
    expect(table.querySelectorAll('[tabindex]')).toHaveLength(0);
  });
});
