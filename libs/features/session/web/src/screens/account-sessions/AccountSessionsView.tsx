import { Badge, Button, Inline } from '@facet/design-system';
import type { ApiFailure } from '@facet/platform-api-client';
import { OnePageTableView } from '@facet/platform-web-kit';
import type { AccountSession } from '@facet/session-domain';
import { useIntl } from 'react-intl';
import { accountSessionsMessages as messages } from './account-sessions-messages';
import { deviceLabel } from './device-label';
import { EndOtherSessions } from './EndOtherSessions';

export interface AccountSessionsViewProps {
  sessions: readonly AccountSession[];
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  /** Ends one other session; its dialog closes when this resolves. */
  onEnd: (session: AccountSession) => Promise<void>;
  /** Ends every session but this one; its dialog closes when this resolves. */
  onEndOthers: () => Promise<void>;
  /** A call ending sessions is on its way: no second one starts. */
  isEnding?: boolean;
  endFailure?: ApiFailure;
}

/**
 * The Sessions tab of the account page: each browser the person is signed in on, with its device,
 * network, first and last use, this one marked, and an End for the others (confirmed first).
 */
export function AccountSessionsView({
  sessions,
  isLoading,
  loadFailure,
  onRetry,
  onEnd,
  onEndOthers,
  isEnding,
  endFailure,
}: AccountSessionsViewProps) {
  const intl = useIntl();
  const moment = (at: string) => intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <OnePageTableView
      label={intl.formatMessage(messages.tableLabel)}
      rows={sessions}
      rowKey={(session) => session.id}
      isLoading={isLoading}
      loadError={loadFailure && intl.formatMessage(messages.loadFailed)}
      onRetry={onRetry}
      columns={[
        {
          id: 'device',
          label: intl.formatMessage(messages.columnDevice),
          isRowHeader: true,
          render: (session) => (
            <Inline space="small" alignY="center">
              {deviceLabel(intl, session)}
              {session.isCurrent && (
                <Badge tone="info">{intl.formatMessage(messages.thisSession)}</Badge>
              )}
            </Inline>
          ),
        },
        {
          id: 'network',
          label: intl.formatMessage(messages.columnNetwork),
          render: (session) => session.network ?? intl.formatMessage(messages.unknownNetwork),
        },
        {
          id: 'firstUse',
          label: intl.formatMessage(messages.columnFirstUse),
          render: (session) => moment(session.firstUsedAt),
          hiddenOnPhone: true,
        },
        {
          id: 'lastUse',
          label: intl.formatMessage(messages.columnLastUse),
          render: (session) => moment(session.lastUsedAt),
        },
        {
          id: 'actions',
          label: intl.formatMessage(messages.columnActions),
          render: (session, confirm) =>
            session.isCurrent ? null : (
              <Button size="small" variant="secondary" isDisabled={isEnding} onPress={confirm}>
                {intl.formatMessage(messages.end, { device: deviceLabel(intl, session) })}
              </Button>
            ),
        },
      ]}
      empty={{
        title: intl.formatMessage(messages.noSessionsTitle),
        description: intl.formatMessage(messages.noSessionsDescription),
      }}
      confirmation={{
        title: (session) =>
          intl.formatMessage(messages.endTitle, { device: deviceLabel(intl, session) }),
        body: intl.formatMessage(messages.endBody),
        confirmLabel: intl.formatMessage(messages.endConfirm),
        cancelLabel: intl.formatMessage(messages.cancel),
        onConfirm: onEnd,
      }}
    >
      <EndOtherSessions
        hasOthers={sessions.some((session) => !session.isCurrent)}
        isEnding={isEnding}
        endFailure={endFailure}
        onEndOthers={onEndOthers}
      />
    </OnePageTableView>
  );
}
