import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { FileField } from './FileField';

describe('FileField', () => {
  it('passes the chosen file on and names the field', async () => {
    const onSelect = vi.fn();
    const { container } = renderWithProviders(
      <FileField
        label="People to invite"
        buttonLabel="Choose a file"
        description="CSV or XLSX"
        acceptedFileTypes={['.csv']}
        fileName="people.csv"
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('group', { name: 'People to invite' })).toHaveAccessibleDescription(
      'CSV or XLSX',
    );
    expect(screen.getByText('people.csv')).toBeInTheDocument();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.csv');
    const file = new File(['email,role'], 'people.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onSelect).toHaveBeenCalledWith(file);
    await expectNoAxeViolations(container);
  });
});
