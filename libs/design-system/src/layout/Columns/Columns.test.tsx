import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Column, Columns } from './Columns';

describe('Columns', () => {
  it('renders each column with its own width class', () => {
    render(
      <Columns space="large" collapseBelow="tablet">
        <Column width="1/3">Narrow</Column>
        <Column>Wide</Column>
      </Columns>,
    );
    const narrow = screen.getByText('Narrow');
    const wide = screen.getByText('Wide');
    expect(narrow.parentElement).toBe(wide.parentElement);
    expect(narrow.className).not.toBe(wide.className);
  });
});
