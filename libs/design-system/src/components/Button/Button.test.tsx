import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Button, buttonVariants } from './Button';

describe('Button', () => {
  it('calls onPress when clicked and when activated with the keyboard', async () => {
    const onPress = vi.fn();
    renderWithProviders(<Button onPress={onPress}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await userEvent.tab();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while pending and announces that it is loading', async () => {
    const onPress = vi.fn();
    renderWithProviders(
      <Button onPress={onPress} isPending>
        Send
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  });

  it('does not press when disabled', async () => {
    const onPress = vi.fn();
    renderWithProviders(
      <Button onPress={onPress} isDisabled>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('exposes its variant for styling and has no axe violations', async () => {
    const { container } = renderWithProviders(
      <>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
      </>,
    );
    expect(screen.getByRole('button', { name: 'critical' })).toHaveAttribute(
      'data-variant',
      'critical',
    );
    await expectNoAxeViolations(container);
  });
});
