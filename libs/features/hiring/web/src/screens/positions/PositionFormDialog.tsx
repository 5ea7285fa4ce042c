import { showToast } from '@facet/design-system';
import type { Position } from '@facet/hiring-domain';
import { actingAsMember, readApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { useCreatePositionMutation, useUpdatePositionMutation } from '../../hiring-endpoints';
import { hiringMessages as messages } from '../../messages';
import type { PositionChoice } from '../../position-choices';
import { PositionFormDialogView } from './PositionFormDialogView';
import { usePositionForm } from './use-position-form';

export interface PositionFormDialogProps {
  /** The position edited; undefined creates one. */
  position?: Position;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  profiles: readonly PositionChoice[];
  groups: readonly PositionChoice[];
}

/** Creates a position, or saves the changes of one, and says so. */
export function PositionFormDialog({
  position,
  isOpen,
  onOpenChange,
  profiles,
  groups,
}: PositionFormDialogProps) {
  const intl = useIntl();
  const form = usePositionForm(position);
  const [create, creating] = useCreatePositionMutation();
  const [update, updating] = useUpdatePositionMutation();
  const sending = position ? updating : creating;
  const submit = async () => {
    const payload = form.submit();
    if (!payload) return;
    const { profileId: _fixed, ...change } = payload;
    const answer = position
      ? await update({ acting: actingAsMember, id: position.id, change })
      : await create({ ...payload, acting: actingAsMember });
    if ('error' in answer) return;
    showToast({
      title: intl.formatMessage(position ? messages.updated : messages.created, {
        name: answer.data.position.name,
      }),
      tone: 'positive',
    });
    form.reset();
    onOpenChange(false);
  };
  return (
    <PositionFormDialogView
      editing={position?.name}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) sending.reset();
        onOpenChange(open);
      }}
      values={form.values}
      invalid={form.invalid}
      onChange={form.change}
      profiles={profiles}
      groups={groups}
      isSending={sending.isLoading}
      failure={readApiFailure(sending.error)}
      onSubmit={() => void submit()}
    />
  );
}
