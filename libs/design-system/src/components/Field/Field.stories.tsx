import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, TextField as RACTextField } from 'react-aria-components';
import { fieldControl, fieldRoot } from '../private/field.css';
import { Description, FieldError, Label } from './Field';

/** The shared pieces, composed here the way every field composes them. */
const meta = {
  title: 'Components/Field pieces',
  component: Label,
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelDescriptionAndError: Story = {
  render: () => (
    <RACTextField isInvalid className={fieldRoot} defaultValue="ana@">
      <Label>E-mail</Label>
      <Input className={fieldControl} />
      <Description>We send the invitation here.</Description>
      <FieldError>Enter a valid e-mail address.</FieldError>
    </RACTextField>
  ),
};
