import { profileFieldsFromRanges, rangeOfLevelSpan } from '@facet/reports-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { sampleRanges } from '../sampleResults';
import { validateProfileRanges, type ProfileRangeValues } from './profileRangeErrors';
import { ProfileRangeEditor, type ProfileRangeEditorProps } from './ProfileRangeEditor';

/** A form around the editor: it keeps the value and validates it with profileRangesSchema. */
function ValidatedEditor({ value: initial, ...props }: ProfileRangeEditorProps) {
  const [value, setValue] = useState<ProfileRangeValues>(initial);
  const { fieldErrors, formError } = validateProfileRanges(value);
  return (
    <ProfileRangeEditor
      {...props}
      value={value}
      onChange={setValue}
      errors={fieldErrors}
      formError={formError}
    />
  );
}

const meta = {
  title: 'Scales/ProfileRangeEditor',
  component: ProfileRangeEditor,
  args: { value: {}, onChange: () => undefined },
  parameters: {
    docs: {
      description: {
        component:
          "Controlled, in raw points: the form keeps the value and passes `validateProfileRanges(value)` as `errors` and `formError` (or the server's 400 message). Each scale offers a level (Low … High, or two neighbouring levels) or percentiles of the manager's choice, drawn on the result charts' 0–100 track with the stored points shown small. Messages are shown in words, never with field names. `mode: 'view'` reads a profile compactly.",
      },
    },
  },
} satisfies Meta<typeof ProfileRangeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set yet: the five domains and PEN, each domain's facets folded under it (D71). */
export const Empty: Story = {};
/**
 * Levels on a few scales, as a template or a copied profile leaves them: the domains with a facet
 * set (Neuroticism's Anxiety, Extraversion's Assertiveness) open their facets, the others stay
 * folded.
 */
export const Levels: Story = {
  args: {
    value: profileFieldsFromRanges({
      extraversion: rangeOfLevelSpan('extraversion', 'average_to_high'),
      assertiveness: rangeOfLevelSpan('assertiveness', 'high'),
      anxiety: rangeOfLevelSpan('anxiety', 'low_to_average'),
    }),
  },
  render: (args) => <ValidatedEditor {...args} />,
};
/** Ranges that are no level span show as percentiles. */
export const Percentiles: Story = {
  args: { value: profileFieldsFromRanges(sampleRanges) },
  render: (args) => <ValidatedEditor {...args} />,
};
export const Errors: Story = {
  args: {
    value: { min_anxiety: 20, max_anxiety: 10, min_extraversion: 100, max_extraversion: null },
  },
  render: (args) => <ValidatedEditor {...args} />,
};
export const NothingSet: Story = { render: (args) => <ValidatedEditor {...args} /> };
export const ServerBoundsError: Story = {
  args: {
    value: { min_trust: 5, max_trust: 32 },
    errors: { max_trust: 'max_trust must be between 0 and 32' },
  },
};
export const Disabled: Story = {
  args: { value: profileFieldsFromRanges(sampleRanges), isDisabled: true },
};
/** Reading a profile: only the scales with a range, and "Show all 38 scales". */
export const View: Story = {
  args: { value: profileFieldsFromRanges(sampleRanges), mode: 'view' },
};
/**
 * A domain with one of its facets set: the domain's range is marked "not counted in fit: its
 * facets are set", with why; so is PEN P beside trust, a facet it is computed from.
 */
const nestedRanges = profileFieldsFromRanges({
  extraversion: rangeOfLevelSpan('extraversion', 'average_to_high'),
  assertiveness: rangeOfLevelSpan('assertiveness', 'high'),
  trust: rangeOfLevelSpan('trust', 'average_to_high'),
  pen_psychoticism: rangeOfLevelSpan('pen_psychoticism', 'low_to_average'),
});
export const NotCountedInFit: Story = {
  args: { value: nestedRanges },
  render: (args) => <ValidatedEditor {...args} />,
};
export const NotCountedInFitSpanish: Story = {
  args: { value: nestedRanges, language: 'es', mode: 'view' },
};
export const NotCountedInFitPortuguese: Story = {
  args: { value: nestedRanges, language: 'pt', mode: 'view' },
};
