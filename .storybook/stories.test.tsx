import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import preview from './preview';

/** A story file: its meta and its stories. */
type StoryModule = { default: Meta } & Record<string, StoryObj>;

/** Every story of every lib, rendered with the real decorators (theme, IntlProvider). */
const storyModules = import.meta.glob<StoryModule>('../libs/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(storyModules))('%s', (_path, storyModule) => {
  const stories = Object.entries(composeStories(storyModule, preview));
  it.each(stories)('%s renders without axe violations', async (_name, Story) => {
    const { container } = render(<Story />);
    // jsdom cannot compute colours; the token contrast test covers colour-contrast instead.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
