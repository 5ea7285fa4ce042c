import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

describe('Tabs', () => {
  it('shows the panel of the selected tab and moves with the arrow keys', async () => {
    const { container } = renderWithProviders(
      <Tabs>
        <TabList aria-label="Account">
          <Tab id="results">Results</Tab>
          <Tab id="requests">Requests</Tab>
        </TabList>
        <TabPanel id="results">Your results</TabPanel>
        <TabPanel id="requests">Your requests</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your results');
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Your requests');
  });
});
