import { renderWithProviders } from '@facet/platform-testing-web';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SectionTabs } from './SectionTabs';

describe('SectionTabs', () => {
  it('shows the chosen section and reports the one picked', async () => {
    const onSectionChange = vi.fn();
    renderWithProviders(
      <SectionTabs
        label="Panel"
        sections={[
          { id: 'a', title: 'First', content: 'First content' },
          { id: 'b', title: 'Second', content: 'Second content' },
        ]}
        selectedSection="b"
        onSectionChange={onSectionChange}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Panel' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second content');
    await userEvent.click(screen.getByRole('tab', { name: 'First' }));
    expect(onSectionChange).toHaveBeenCalledWith('a');
  });
});
