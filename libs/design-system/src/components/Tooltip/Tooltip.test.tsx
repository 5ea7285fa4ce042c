import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Button } from '../Button/Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

describe('Tooltip', () => {
  it('appears when its trigger gets keyboard focus and describes it', async () => {
    renderWithProviders(
      <TooltipTrigger>
        <Button>Licences</Button>
        <Tooltip>Used when an assessment starts.</Tooltip>
      </TooltipTrigger>,
    );
    await userEvent.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Used when an assessment starts.');
    expect(screen.getByRole('button', { name: 'Licences' })).toHaveAccessibleDescription(
      'Used when an assessment starts.',
    );
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
