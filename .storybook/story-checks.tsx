import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import preview from './preview';

/** A story file: its meta and its stories. */
type StoryModule = { default: Meta } & Record<string, StoryObj>;

const storyLoaders = import.meta.glob<StoryModule>('../libs/**/*.stories.tsx');

/** The files that render the stories, one part each (`stories-<part>-of-<parts>.test.tsx`). */
const partFiles = readdirSync('.storybook').filter((file) =>
  /^stories-\d+-of-\d+\.test\.tsx$/.test(file),
);

/**
 * Every story of every lib, rendered with the real decorators (theme, IntlProvider) and checked
 * with axe, in parts so that the test workers share the work: part `part` of `parts` takes every
 * `parts`-th story file in path order.
 */
export async function checkStoriesOfPart(part: number, parts: number): Promise<void> {
  it(`is one of ${parts} parts that together take every story file`, () => {
    expect(partFiles.sort()).toEqual(
      Array.from({ length: parts }, (_, index) => `stories-${index + 1}-of-${parts}.test.tsx`),
    );
  });

  const paths = Object.keys(storyLoaders)
    .sort()
    .filter((_, index) => index % parts === part - 1);
  const storyModules = await Promise.all(
    paths.map(async (path) => [path, await storyLoaders[path]!()] as const),
  );
  describe.each(storyModules)('%s', (_path, storyModule) => {
    const stories = Object.entries(composeStories(storyModule, preview));
    it.each(stories)('%s renders without axe violations', async (_name, Story) => {
      const { container } = render(<Story />);
      // jsdom cannot compute colours; the token contrast test covers colour-contrast instead.
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual(
        [],
      );
    });
  });
}
