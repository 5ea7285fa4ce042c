import { renderWithProviders } from '../../testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReadingSection } from './ReadingSection';

const paragraphs = ['First, always read.', 'Second, folded.', 'Third, folded.'];

describe('ReadingSection', () => {
  it('shows the heading and the first paragraph, and the rest once opened by its named toggle', async () => {
    renderWithProviders(<ReadingSection title="Work" headingLevel={3} paragraphs={paragraphs} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Work' })).toBeVisible();
    expect(screen.getByText('First, always read.')).toBeVisible();
    expect(screen.getByText('Second, folded.')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Read the rest of “Work”' }));
    expect(screen.getByText('Second, folded.')).toBeVisible();
    expect(screen.getByText('Third, folded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show less of “Work”' })).toBeInTheDocument();
  });

  it('offers no toggle for a section of one paragraph', () => {
    renderWithProviders(
      <ReadingSection title="Work" headingLevel={3} paragraphs={['Only paragraph.']} />,
    );
    expect(screen.getByText('Only paragraph.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
