import { readApiFailure, type ApiFailure, type ProblemMessages } from '@facet/platform-api-client';
import type { RankedMember } from '@facet/profiles-domain';
import { useState } from 'react';
import type { ApplicantHiring } from '../../applicant-hiring';

/** A position's ranking's "Mark as hired": whom it asks about, and the call's state (D94). */
export interface ApplicantHireChoice {
  /** The applicant whose hire is being confirmed; the dialog is open while there is one. */
  confirming: RankedMember | null;
  onAsk: (applicant: RankedMember) => void;
  onCancel: () => void;
  onConfirm: () => void;
  isSending: boolean;
  failure?: ApiFailure | undefined;
  problemMessages: ProblemMessages;
}

const noHiring = () => undefined;

/**
 * The hire the app passed in, asked for one applicant at a time; undefined where none was (the
 * back office). The dialog closes once the hire is saved, and the ranking, read again, shows the
 * row hired.
 */
export function useApplicantHire(
  hiring: ApplicantHiring | undefined,
): ApplicantHireChoice | undefined {
  const [confirming, setConfirming] = useState<RankedMember | null>(null);
  const mutation = (hiring?.useHireApplication ?? noHiring)();
  if (!hiring || !mutation) return undefined;
  const [hire, state] = mutation;
  return {
    confirming,
    onAsk: (applicant) => {
      state.reset();
      setConfirming(applicant);
    },
    onCancel: () => setConfirming(null),
    onConfirm: () => {
      const applicationId = confirming?.application_id;
      if (applicationId == null) return;
      void hire(applicationId).then((answer) => {
        if (!answer.error) setConfirming(null);
      });
    },
    isSending: state.isLoading,
    failure: readApiFailure(state.error),
    problemMessages: hiring.problemMessages,
  };
}
