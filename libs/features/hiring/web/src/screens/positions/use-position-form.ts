import {
  createPositionSchema,
  type CandidateView,
  type CreatePositionPayload,
  type Position,
} from '@facet/hiring-domain';
import type { Language } from '@facet/platform-kernel';
import { useState } from 'react';

/** The position dialog's fields as typed: dates are the day pickers' `YYYY-MM-DD`. */
export interface PositionFormValues {
  name: string;
  profileId: string;
  groupId: string;
  languages: Language[];
  opensOn: string;
  closesOn: string;
  candidateCap: number;
  candidateView: CandidateView;
}

export type PositionField = 'name' | 'profileId' | 'languages' | 'closesOn' | 'candidateCap';

const noChoice = '';

/** The local day of a moment, as a day picker shows it. */
function dayOf(moment: string | null): string {
  if (!moment) return '';
  const date = new Date(moment);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** A picked day as a moment: the opening at the day's start, the closing at its end, local time. */
function momentOf(day: string, end: 'start' | 'end'): string | undefined {
  if (!day) return undefined;
  const moment = new Date(`${day}T${end === 'start' ? '00:00:00' : '23:59:59'}`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

export function positionFormValues(position?: Position): PositionFormValues {
  return {
    name: position?.name ?? '',
    profileId: position ? String(position.profileId) : noChoice,
    groupId: position?.groupId ? String(position.groupId) : noChoice,
    languages: position?.languages ?? ['en', 'es', 'pt'],
    opensOn: dayOf(position?.opensAt ?? null),
    closesOn: dayOf(position?.closesAt ?? null),
    candidateCap: position?.candidateCap ?? 20,
    candidateView: position?.candidateView ?? 'report',
  };
}

/** The values as the API takes them; the same schema as the server's checks them. */
export function positionPayloadOf(values: PositionFormValues): CreatePositionPayload {
  const opensAt = momentOf(values.opensOn, 'start');
  return {
    name: values.name,
    profileId: Number(values.profileId),
    groupId: values.groupId === noChoice ? null : Number(values.groupId),
    languages: values.languages,
    ...(opensAt && { opensAt }),
    closesAt: momentOf(values.closesOn, 'end') ?? null,
    candidateCap: values.candidateCap,
    candidateView: values.candidateView,
  };
}

/** The fields the schema refuses, by the field the dialog shows them on. */
export function invalidPositionFields(values: PositionFormValues): Set<PositionField> {
  const checked = createPositionSchema.safeParse(positionPayloadOf(values));
  const invalid = new Set<PositionField>();
  for (const issue of checked.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (field === 'closesAt' || field === 'opensAt') invalid.add('closesOn');
    else if (field === 'profileId' || field === 'name' || field === 'languages') invalid.add(field);
    else if (field === 'candidateCap') invalid.add('candidateCap');
  }
  if (values.profileId === noChoice) invalid.add('profileId');
  // The schema checks the dates' order only once every field passes; the form says it at once.
  const opens = momentOf(values.opensOn, 'start');
  const closes = momentOf(values.closesOn, 'end');
  if (opens && closes && Date.parse(closes) <= Date.parse(opens)) invalid.add('closesOn');
  return invalid;
}

/** The dialog's values, and its problems once the manager has tried to send. */
export function usePositionForm(position?: Position) {
  const [values, setValues] = useState(() => positionFormValues(position));
  const [triedToSend, setTriedToSend] = useState(false);
  const invalid = triedToSend ? invalidPositionFields(values) : new Set<PositionField>();
  return {
    values,
    invalid,
    change: <Field extends keyof PositionFormValues>(
      field: Field,
      value: PositionFormValues[Field],
    ) => setValues((current) => ({ ...current, [field]: value })),
    /** Marks the form as sent; the payload when the values pass, else undefined. */
    submit: (): CreatePositionPayload | undefined => {
      setTriedToSend(true);
      return invalidPositionFields(values).size === 0 ? positionPayloadOf(values) : undefined;
    },
    reset: (next?: Position) => {
      setValues(positionFormValues(next));
      setTriedToSend(false);
    },
  };
}
