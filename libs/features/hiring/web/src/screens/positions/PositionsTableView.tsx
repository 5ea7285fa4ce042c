import { Alert, Badge, Button, Inline, Text, type BadgeTone } from '@facet/design-system';
import type { Position, PositionState } from '@facet/hiring-domain';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { OnePageTableView, type PagedTableColumn } from '@facet/platform-web-kit';
import { useIntl, type IntlShape } from 'react-intl';
import { hiringMessages as messages, hiringProblemMessages } from '../../messages';
import { PositionActionsMenu, type PositionActions } from './PositionActionsMenu';

const stateTones: Record<PositionState, BadgeTone> = {
  open: 'positive',
  scheduled: 'info',
  full: 'caution',
  closed: 'neutral',
};

export interface PositionsTableViewProps extends Omit<PositionActions, 'onClose'> {
  positions: readonly Position[];
  isLoading: boolean;
  loadFailure?: ApiFailure;
  onRetry: () => void;
  onNew: () => void;
  onClose: (position: Position) => Promise<void>;
  closeFailure?: ApiFailure;
}

function positionColumns(
  intl: IntlShape,
  actions: Omit<PositionActions, 'onClose'>,
): PagedTableColumn<Position>[] {
  const day = (moment: string) => intl.formatDate(moment, { dateStyle: 'medium' });
  return [
    { id: 'name', label: intl.formatMessage(messages.columnName), render: (p) => p.name },
    {
      id: 'profile',
      label: intl.formatMessage(messages.columnProfile),
      render: (p) => p.profileName,
    },
    {
      id: 'state',
      label: intl.formatMessage(messages.columnState),
      render: (p) => (
        <Badge tone={stateTones[p.state]}>{intl.formatMessage(messages[`state_${p.state}`])}</Badge>
      ),
    },
    {
      id: 'applicants',
      label: intl.formatMessage(messages.columnApplicants),
      render: (p) => intl.formatMessage(messages.applicantCounts, { ...p.counts }),
    },
    {
      id: 'seats',
      label: intl.formatMessage(messages.columnSeats),
      render: (p) =>
        intl.formatMessage(messages.seatsLeft, { left: p.seatsLeft, cap: p.candidateCap }),
    },
    {
      id: 'closes',
      label: intl.formatMessage(messages.columnClosing),
      render: (p) => (p.closesAt ? day(p.closesAt) : intl.formatMessage(messages.noClosing)),
    },
    {
      id: 'actions',
      label: intl.formatMessage(messages.columnActions),
      render: (p, confirm) => <PositionActionsMenu position={p} {...actions} onClose={confirm} />,
    },
  ];
}

/** The Positions tab: what a link does, the new-position button and every position's state. */
export function PositionsTableView({
  positions,
  isLoading,
  loadFailure,
  onRetry,
  onNew,
  onClose,
  closeFailure,
  ...actions
}: PositionsTableViewProps) {
  const intl = useIntl();
  return (
    <OnePageTableView
      label={intl.formatMessage(messages.tableLabel)}
      rows={positions}
      rowKey={(position) => position.id}
      columns={positionColumns(intl, actions)}
      isLoading={isLoading}
      loadError={loadFailure && intl.formatMessage(messages.loadFailed)}
      onRetry={onRetry}
      empty={{
        title: intl.formatMessage(messages.emptyTitle),
        description: intl.formatMessage(messages.emptyDescription),
      }}
      confirmation={{
        title: (position) => intl.formatMessage(messages.closeTitle, { name: position.name }),
        body: intl.formatMessage(messages.closeBody),
        confirmLabel: intl.formatMessage(messages.closeConfirm),
        onConfirm: onClose,
      }}
    >
      <Text>{intl.formatMessage(messages.intro)}</Text>
      <Inline space="small">
        <Button variant="primary" onPress={onNew}>
          {intl.formatMessage(messages.newPosition)}
        </Button>
      </Inline>
      {closeFailure && (
        <Alert tone="critical">
          {failureText(intl, closeFailure, hiringProblemMessages, messages.actionFailed)}
        </Alert>
      )}
    </OnePageTableView>
  );
}
