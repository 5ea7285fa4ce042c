import { accessProblems } from '@facet/platform-kernel';
import { pipelineMayRemind, type PipelinePerson, type SendReminder } from '@facet/company-domain';
import { showToast } from '@facet/design-system';
import { failureText, readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCompanyDataSource } from '../../company-data-source';
import { companyMessages as messages, companyProblemMessages } from '../../messages';
import { personName } from './PersonActionsMenu';

/** A reminder about this row: its invitation, or its member's open attempt. */
function reminderOf(person: PipelinePerson): SendReminder {
  return person.kind === 'invitation'
    ? { kind: 'invitation', invitation_id: person.invitation_id! }
    : { kind: 'assessment', user_id: person.user_id! };
}

export type Outcome = { tone: 'caution' | 'critical'; text: string } | null;

/**
 * The pipeline's actions, row by row or on the selection, each with its toast or its outcome
 * above the list; the bulk ones clear the selection when done.
 */
export function usePeopleActions(
  selectedPeople: readonly PipelinePerson[],
  clearSelection: () => void,
) {
  const intl = useIntl();
  const source = useCompanyDataSource();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [isBulkBusy, setBulkBusy] = useState(false);
  const [sendReminder] = source.useSendReminder();
  const [cancel] = source.useCancelInvitation();
  const [release, releasing] = source.useReleaseEmployee();

  const remindEach = async (targets: readonly PipelinePerson[]) => {
    let sent = 0;
    let lastFailure: ReturnType<typeof readApiFailure>;
    for (const person of targets) {
      const answer = await sendReminder(reminderOf(person));
      if ('error' in answer) lastFailure = readApiFailure(answer.error);
      else sent += 1;
    }
    return { sent, failed: targets.length - sent, lastFailure };
  };

  const onRemind = (person: PipelinePerson) => {
    setOutcome(null);
    void remindEach([person]).then(({ sent, lastFailure }) => {
      if (sent === 1) {
        showToast({
          title: intl.formatMessage(messages.reminderSent, { recipient: personName(person) }),
          tone: 'positive',
        });
      } else if (lastFailure) {
        setOutcome({
          tone: lastFailure.status === 429 ? 'caution' : 'critical',
          text: failureText(intl, lastFailure, companyProblemMessages, messages.sendReminderFailed),
        });
      }
    });
  };

  const onCancel = async (person: PipelinePerson) => {
    setOutcome(null);
    const answer = await cancel({ guest: person.email });
    if ('error' in answer) {
      setOutcome({
        tone: 'critical',
        text: failureText(
          intl,
          readApiFailure(answer.error)!,
          { ...companyProblemMessages, [accessProblems.roleRequired.code]: messages.onlyAdmins },
          messages.cancelInvitationFailed,
        ),
      });
      return;
    }
    showToast({ title: intl.formatMessage(messages.invitationCancelled), tone: 'positive' });
  };

  const onRemove = async (person: PipelinePerson) => {
    setOutcome(null);
    const answer = await release({ email: person.email, lang: intl.locale.slice(0, 2) });
    if ('error' in answer) return;
    showToast({
      title: intl.formatMessage(messages.released, { name: personName(person) }),
      tone: 'positive',
    });
  };

  const onBulkRemind = () => {
    setOutcome(null);
    const targets = selectedPeople.filter(pipelineMayRemind);
    if (targets.length === 0) {
      setOutcome({ tone: 'caution', text: intl.formatMessage(messages.bulkRemindNobody) });
      return;
    }
    setBulkBusy(true);
    void remindEach(targets).then(({ sent, failed }) => {
      setBulkBusy(false);
      clearSelection();
      showToast({
        title: intl.formatMessage(messages.bulkRemindersSent, { sent, failed }),
        tone: failed === 0 ? 'positive' : 'info',
      });
    });
  };

  const onBulkCancel = async () => {
    setOutcome(null);
    setBulkBusy(true);
    const invitations = selectedPeople.filter((person) => person.status === 'invited');
    let cancelled = 0;
    for (const person of invitations) {
      const answer = await cancel({ guest: person.email });
      if (!('error' in answer)) cancelled += 1;
    }
    setBulkBusy(false);
    clearSelection();
    showToast({
      title: intl.formatMessage(messages.bulkCancelled, {
        cancelled,
        failed: invitations.length - cancelled,
      }),
      tone: cancelled === invitations.length ? 'positive' : 'info',
    });
  };

  return {
    outcome,
    clearOutcome: () => setOutcome(null),
    releasing,
    isBulkBusy,
    onRemind,
    onCancel,
    onRemove,
    onBulkRemind,
    onBulkCancel,
  };
}
