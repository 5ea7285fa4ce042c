import { defineProblems } from '@facet/platform-kernel';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { apiClientCatalogue } from './catalogue';
import { failureText, problemMessages, type ProblemMessages } from './failure-text';

const screenTexts = {
  'test.conflict': 'Already there.',
  'test.closed': 'Closed for the night.',
  'test.fallback': 'Could not load the groups.',
};
const intl = createIntl({
  locale: 'es',
  messages: { ...apiClientCatalogue.byLanguage.es, ...screenTexts },
});
const testProblems = defineProblems('test', {
  alreadyThere: { status: 409, message: 'Already there.' },
  closedForNight: { status: 409, message: 'Closed for the night.' },
});
const ownMessages: ProblemMessages = problemMessages(testProblems, {
  alreadyThere: { id: 'test.conflict', defaultMessage: 'Already there.' },
  closedForNight: { id: 'test.closed', defaultMessage: 'Closed for the night.' },
});
const fallback = { id: 'test.fallback', defaultMessage: 'Could not load the groups.' };

describe('failureText', () => {
  it("says each cause of one status with the screen's own sentence for its code", () => {
    expect(
      failureText(intl, { status: 409, code: 'test.already_there' }, ownMessages, fallback),
    ).toBe('Already there.');
    expect(
      failureText(intl, { status: 409, code: 'test.closed_for_night' }, ownMessages, fallback),
    ).toBe('Closed for the night.');
  });

  it('explains an unreachable server and too many attempts in the page language', () => {
    expect(failureText(intl, { status: 503 }, {}, fallback)).toBe(
      apiClientCatalogue.byLanguage.es['apiClient.serverUnavailable'],
    );
    expect(failureText(intl, { status: 429 }, {}, fallback)).toBe(
      apiClientCatalogue.byLanguage.es['apiClient.tooManyRequests'],
    );
  });

  it("says the platform's own refusals, which any call may meet, unless the screen has its own", () => {
    expect(failureText(intl, { status: 401, code: 'access.sign_in_again' }, {}, fallback)).toBe(
      apiClientCatalogue.byLanguage.es['apiClient.signInAgain'],
    );
    expect(
      failureText(
        intl,
        { status: 401, code: 'access.sign_in_again' },
        { 'access.sign_in_again': { id: 'test.closed' } },
        fallback,
      ),
    ).toBe('Closed for the night.');
  });

  it("falls back to the call's default for a status or code it does not know, never the server's text", () => {
    expect(failureText(intl, { status: 500, message: 'boom' }, ownMessages, fallback)).toBe(
      'Could not load the groups.',
    );
    expect(
      failureText(intl, { status: 409, code: 'test.unknown_cause' }, ownMessages, fallback),
    ).toBe('Could not load the groups.');
    expect(failureText(intl, { status: 409 }, ownMessages, fallback)).toBe(
      'Could not load the groups.',
    );
  });
});
