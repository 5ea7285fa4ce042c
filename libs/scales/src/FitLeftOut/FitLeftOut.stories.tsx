import { leftOutOfFit } from '@facet/reports-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FitLeftOutList, FitLeftOutNote } from './FitLeftOut';

/** A profile that sets a domain with one of its facets, PEN E beside its domain and P beside trust. */
const nestedProfile = leftOutOfFit({
  openness_to_experience: { min: 100, max: 160 },
  ideas: { min: 20, max: 32 },
  neuroticism_x_emotional_stability: { min: 30, max: 90 },
  pen_neuroticism: { min: 30, max: 90 },
  trust: { min: 18, max: 32 },
  pen_psychoticism: { min: 0, max: 90 },
});

const meta = {
  title: 'Scales/FitLeftOut',
  component: FitLeftOutList,
  args: { leftOut: nestedProfile },
  parameters: {
    docs: {
      description: {
        component:
          'Which of a profile’s scales its fit leaves out so that no answer counts twice (`leftOutOfFit`): a domain whose facets are set, PEN E or N beside their domain, PEN P beside the facets it is computed from. `FitLeftOutList` heads a list of fits (ranking, group); `FitLeftOutNote` marks one scale (profile editor, comparison).',
      },
    },
  },
} satisfies Meta<typeof FitLeftOutList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const ListSpanish: Story = { args: { language: 'es' } };
export const ListPortuguese: Story = { args: { language: 'pt' } };
/** Nothing is shown when every set scale counts. */
export const NothingLeftOut: Story = { args: { leftOut: [] } };
export const DomainWithFacetsSet: Story = {
  render: () => <FitLeftOutNote leftOut={{ reason: 'facets_set', countedIn: ['ideas'] }} />,
};
export const DomainWithFacetsSetSpanish: Story = {
  render: () => (
    <FitLeftOutNote leftOut={{ reason: 'facets_set', countedIn: ['ideas'] }} language="es" />
  ),
};
export const DomainWithFacetsSetPortuguese: Story = {
  render: () => (
    <FitLeftOutNote leftOut={{ reason: 'facets_set', countedIn: ['ideas'] }} language="pt" />
  ),
};
