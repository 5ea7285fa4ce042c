import { questionnaireStatementCount } from '@facet/platform-kernel';
import { describe, expect, it } from 'vitest';
import { itemCount } from './item-bank';
import { minimumSecondsPerItem } from './protocol-validity';
import { minutesLeftFor, questionnaireMinutes, readingSecondsPerStatement } from './reading-pace';

describe('minutesLeftFor', () => {
  it('knows the length of the item bank itself, which the landing states without loading it', () => {
    expect(itemCount).toBe(questionnaireStatementCount);
  });

  it('takes 24 minutes for the whole questionnaire at six seconds a statement', () => {
    expect(minutesLeftFor(itemCount)).toBe(24);
  });

  it('gives the introduction the time left of a questionnaire not yet begun', () => {
    expect(questionnaireMinutes).toBe(minutesLeftFor(itemCount));
    expect(questionnaireMinutes).toBe(24);
  });

  it('rounds a part of a minute up, and says nothing is left when nothing is', () => {
    expect(minutesLeftFor(60)).toBe(6);
    expect(minutesLeftFor(1)).toBe(1);
    expect(minutesLeftFor(0)).toBe(0);
    expect(minutesLeftFor(-3)).toBe(0);
  });

  it('assumes a pace well above the speed the validity rules find too fast to read', () => {
    expect(readingSecondsPerStatement).toBeGreaterThan(minimumSecondsPerItem * 2);
  });
});
