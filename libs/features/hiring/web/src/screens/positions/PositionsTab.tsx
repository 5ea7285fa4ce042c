import { showToast, Stack } from '@facet/design-system';
import type { Position } from '@facet/hiring-domain';
import { actingAsMember, readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useClosePositionMutation, useGetPositionsQuery } from '../../hiring-endpoints';
import { hiringMessages as messages } from '../../messages';
import type { PositionChoiceHooks } from '../../position-choices';
import { PositionFormDialog } from './PositionFormDialog';
import { PositionLinkDialog } from './PositionLinkDialog';
import { PositionsTableView } from './PositionsTableView';
import { RetentionSetting } from './RetentionSetting';

/** The Positions tab of /company-panel: the list, and the dialogs it opens. */
export function PositionsTab({ useProfileChoices, useGroupChoices }: PositionChoiceHooks) {
  const intl = useIntl();
  const positions = useGetPositionsQuery({ acting: actingAsMember });
  const profiles = useProfileChoices();
  const groups = useGroupChoices();
  const [close, closing] = useClosePositionMutation();
  const [editing, setEditing] = useState<{ position?: Position }>();
  const [showingLink, setShowingLink] = useState<Position>();
  return (
    <Stack space="large">
      <RetentionSetting />
      <PositionsTableView
        positions={positions.data?.positions ?? []}
        isLoading={positions.isLoading}
        loadFailure={readApiFailure(positions.error)}
        onRetry={() => void positions.refetch()}
        onNew={() => setEditing({})}
        onEdit={(position) => setEditing({ position })}
        onShowLink={setShowingLink}
        onClose={async (position) => {
          const answer = await close({ acting: actingAsMember, id: position.id });
          if ('error' in answer) return;
          showToast({
            title: intl.formatMessage(messages.closed, { name: position.name }),
            tone: 'positive',
          });
        }}
        closeFailure={readApiFailure(closing.error)}
      />
      {editing && (
        <PositionFormDialog
          // A new key per position, so the form starts from the one opened.
          key={editing.position?.id ?? 'new'}
          position={editing.position}
          isOpen
          onOpenChange={(open) => {
            if (!open) setEditing(undefined);
          }}
          profiles={profiles}
          groups={groups}
        />
      )}
      {showingLink && (
        <PositionLinkDialog position={showingLink} onDone={() => setShowingLink(undefined)} />
      )}
    </Stack>
  );
}
