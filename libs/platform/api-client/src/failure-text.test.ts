import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { apiClientCatalogue } from './catalogue';
import { failureText } from './failure-text';

const screenTexts = {
  'test.conflict': 'Already there.',
  'test.closed': 'Closed for the night.',
  'test.fallback': 'Could not load the groups.',
};
const intl = createIntl({
  locale: 'es',
  messages: { ...apiClientCatalogue.byLanguage.es, ...screenTexts },
});
const ownMessages = {
  409: { id: 'test.conflict', defaultMessage: 'Already there.' },
  503: { id: 'test.closed', defaultMessage: 'Closed for the night.' },
};
const fallback = { id: 'test.fallback', defaultMessage: 'Could not load the groups.' };

describe('failureText', () => {
  it("prefers the screen's own sentence for the status", () => {
    expect(failureText(intl, { status: 409 }, ownMessages, fallback)).toBe('Already there.');
    expect(failureText(intl, { status: 503 }, ownMessages, fallback)).toBe('Closed for the night.');
  });

  it('explains an unreachable server and too many attempts in the page language', () => {
    expect(failureText(intl, { status: 503 }, {}, fallback)).toBe(
      apiClientCatalogue.byLanguage.es['apiClient.serverUnavailable'],
    );
    expect(failureText(intl, { status: 429 }, {}, fallback)).toBe(
      apiClientCatalogue.byLanguage.es['apiClient.tooManyRequests'],
    );
  });

  it("never shows the server's own message", () => {
    expect(failureText(intl, { status: 500, message: 'boom' }, ownMessages, fallback)).toBe(
      'Could not load the groups.',
    );
  });

  it('prefers the sentence for the cause the server names by code, else the status', () => {
    const byCode = { 'test.closed_for_night': ownMessages[503] };
    expect(
      failureText(
        intl,
        { status: 409, code: 'test.closed_for_night' },
        ownMessages,
        fallback,
        byCode,
      ),
    ).toBe('Closed for the night.');
    expect(
      failureText(intl, { status: 409, code: 'test.unknown_cause' }, ownMessages, fallback, byCode),
    ).toBe('Already there.');
  });
});
