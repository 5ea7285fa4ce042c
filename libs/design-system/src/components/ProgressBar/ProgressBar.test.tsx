import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('exposes its value and label to assistive technology', async () => {
    const { container } = renderWithProviders(
      <ProgressBar label="Assessment progress" maxValue={12} value={3} valueLabel="Page 3 of 12" />,
    );
    const progressBar = screen.getByRole('progressbar', { name: 'Assessment progress' });
    expect(progressBar).toHaveAttribute('aria-valuenow', '3');
    expect(progressBar).toHaveAttribute('aria-valuetext', 'Page 3 of 12');
    await expectNoAxeViolations(container);
  });
});
