import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Text } from './Text';

describe('Text', () => {
  it('renders a paragraph by default and the chosen element otherwise', async () => {
    const { container } = renderWithProviders(
      <>
        <Text>Paragraph</Text>
        <Text as="span" tone="secondary">
          Inline
        </Text>
      </>,
    );
    expect(screen.getByText('Paragraph').tagName).toBe('P');
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
    await expectNoAxeViolations(container);
  });
});
