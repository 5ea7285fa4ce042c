import { screen } from '@testing-library/react';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithProviders } from '../../testing';
import { Description, FieldError, Label } from './Field';

describe('Label, Description and FieldError', () => {
  it('name and describe the control they are composed with', async () => {
    const { container } = renderWithProviders(
      <RACTextField isInvalid>
        <Label>E-mail</Label>
        <Input />
        <Description>Work address</Description>
        <FieldError>Enter a valid e-mail address.</FieldError>
      </RACTextField>,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toHaveAccessibleDescription(/Work address/);
    expect(input).toHaveAccessibleDescription(/Enter a valid e-mail address\./);
    await expectNoAxeViolations(container);
  });
});
