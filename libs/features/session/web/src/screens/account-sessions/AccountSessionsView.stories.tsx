import { failureOf } from '@facet/platform-api-client';
import { sessionProblems, type AccountSession } from '@facet/session-domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountSessionsView } from './AccountSessionsView';

const thisSession: AccountSession = {
  id: '6f1c2a0e-51b4-4d8e-9a3e-0d6a1f2b3c4d',
  browser: 'Chrome',
  operatingSystem: 'macOS',
  network: '203.0.113.0/24',
  firstUsedAt: '2026-11-28T08:12:00.000Z',
  lastUsedAt: '2026-11-30T09:40:00.000Z',
  isCurrent: true,
};

const meta = {
  component: AccountSessionsView,
  args: {
    sessions: [
      thisSession,
      {
        id: '0b9d7e44-3c2a-4f1e-8b6d-5a4c3b2a1f0e',
        browser: 'Safari',
        operatingSystem: 'iOS',
        network: '2001:db8:abcd::/48',
        firstUsedAt: '2026-11-20T18:05:00.000Z',
        lastUsedAt: '2026-11-29T21:30:00.000Z',
        isCurrent: false,
      },
      {
        id: 'c3e1f2a4-7b6d-4e5f-9a8b-1c2d3e4f5a6b',
        browser: null,
        operatingSystem: null,
        network: null,
        firstUsedAt: '2026-11-02T10:00:00.000Z',
        lastUsedAt: '2026-11-03T10:00:00.000Z',
        isCurrent: false,
      },
    ],
    onEnd: () => Promise.resolve(),
    onEndOthers: () => Promise.resolve(),
  },
} satisfies Meta<typeof AccountSessionsView>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Success: Story = {};
export const Loading: Story = { args: { sessions: [], isLoading: true } };
export const Empty: Story = { args: { sessions: [] } };
export const LoadError: Story = {
  args: { sessions: [], loadFailure: { status: 500 }, onRetry: () => undefined },
};
/** Only this browser: nothing else to end. */
export const OnlyThisSession: Story = { args: { sessions: [thisSession] } };
/** A session is being ended: the buttons wait for the answer. */
export const Ending: Story = { args: { isEnding: true } };
export const EndFailed: Story = {
  args: { endFailure: failureOf(sessionProblems.accountSessionNotFound) },
};
