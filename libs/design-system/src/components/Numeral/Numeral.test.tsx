import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Numeral } from './Numeral';
import { numeral, numeralSize } from './Numeral.css';

describe('Numeral', () => {
  it('sets a figure inline in tabular numerals, at the size asked for', async () => {
    const { container } = renderWithProviders(
      <p>
        Licences <Numeral size="kpi">14</Numeral>
      </p>,
    );
    const figure = screen.getByText('14');
    expect(figure.tagName).toBe('SPAN');
    expect(figure).toHaveClass(numeral, numeralSize.kpi);
    await expectNoAxeViolations(container);
  });
});
