import {
  leftOutOfFit,
  levelSpanOfRange,
  profileFieldsFromRanges,
  profileRangesSchema,
} from '@facet/reports-domain';
import { describe, expect, it } from 'vitest';

import { profileTemplateIds, profileTemplates, rangesOfTemplate } from './profile-templates';

describe('profile templates', () => {
  it('each set a few scales and make a profile the schema accepts', () => {
    for (const template of profileTemplateIds) {
      const ranges = rangesOfTemplate(template);
      expect(Object.keys(ranges).length).toBeGreaterThanOrEqual(4);
      expect(Object.keys(ranges).length).toBeLessThanOrEqual(8);
      expect(profileRangesSchema.safeParse(profileFieldsFromRanges(ranges)).success).toBe(true);
    }
  });

  it('are read back as the level spans they were written in', () => {
    for (const template of profileTemplateIds) {
      const ranges = rangesOfTemplate(template);
      for (const [scale, span] of Object.entries(profileTemplates[template])) {
        const key = scale as keyof typeof ranges;
        expect(levelSpanOfRange(key, ranges[key]!)).toBe(span);
      }
    }
  });

  it('set no scale their own fit would leave out', () => {
    for (const template of profileTemplateIds) {
      expect(leftOutOfFit(rangesOfTemplate(template)), template).toEqual([]);
    }
  });
});
