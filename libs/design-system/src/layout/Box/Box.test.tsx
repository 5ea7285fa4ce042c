import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders the requested element with attributes, turning style props into classes', () => {
    render(
      <Box as="section" aria-label="Summary" padding="large" id="summary" className="extra">
        Content
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('id', 'summary');
    expect(section).not.toHaveAttribute('padding');
    expect(section.className.split(' ').length).toBeGreaterThan(2);
    expect(section).toHaveClass('extra');
  });
});
