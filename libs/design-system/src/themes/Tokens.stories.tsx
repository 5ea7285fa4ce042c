import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '../layout/Box/Box';
import { Inline } from '../layout/Inline/Inline';
import { Stack } from '../layout/Stack/Stack';
import { Text } from '../components/Text/Text';
import { contrastPairs } from './contrastPairs';
import { vars } from './vars.css';

/** Every text/background pair the components use, drawn in the current theme. */
function ContrastPairs() {
  return (
    <Inline space="small">
      {contrastPairs.map(({ foreground, background, minimumRatio }) => (
        <Box
          key={`${foreground}-${background}`}
          padding="small"
          borderRadius="small"
          style={{
            color: vars.colour[foreground],
            backgroundColor: vars.colour[background],
            border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
          }}
        >
          {foreground} on {background} ({minimumRatio}:1)
        </Box>
      ))}
    </Inline>
  );
}

function SpaceScale() {
  return (
    <Stack space="xsmall">
      {Object.entries(vars.space).map(([name, value]) => (
        <Inline key={name} space="small">
          <Box background="neutralSoft" style={{ width: value, height: vars.space.large }} />
          <Text size="small">{name}</Text>
        </Inline>
      ))}
    </Stack>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: ContrastPairs,
} satisfies Meta<typeof ContrastPairs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourPairs: Story = {};
export const Space: Story = { render: () => <SpaceScale /> };
