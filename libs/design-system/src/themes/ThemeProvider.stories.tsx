import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button/Button';
import { Text } from '../components/Text/Text';
import { Inline } from '../layout/Inline/Inline';
import { Stack } from '../layout/Stack/Stack';
import { ThemeProvider, themePreferences, useTheme } from './ThemeProvider';

function ThemeChooser() {
  const { preference, resolvedTheme, setPreference } = useTheme();
  return (
    <Stack space="medium">
      <Text>
        Preference {preference}, showing {resolvedTheme}.
      </Text>
      <Inline space="small">
        {themePreferences.map((choice) => (
          <Button
            key={choice}
            variant={choice === preference ? 'primary' : 'secondary'}
            onPress={() => setPreference(choice)}
          >
            {choice}
          </Button>
        ))}
      </Inline>
    </Stack>
  );
}

const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  args: { scope: 'element', children: <ThemeChooser /> },
  parameters: {
    docs: {
      description: {
        component:
          'Wrap the app once in ThemeProvider. "system" follows prefers-color-scheme live; the choice is stored under localStorage `theme`.',
      },
    },
  },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chooser: Story = {};
