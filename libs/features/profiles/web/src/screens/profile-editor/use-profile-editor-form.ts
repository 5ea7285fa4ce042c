import { scales } from '@facet/assessment-domain';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { profileNameSchema, type ProfileContent, type ProfileRecord } from '@facet/profiles-domain';
import {
  maximumField,
  minimumField,
  profileFieldsFromRanges,
  rangesFromProfileFields,
  scaleName,
} from '@facet/reports-domain';
import {
  profileRangeFieldId,
  profileRangeFormErrorId,
  useProfileRangeErrorWords,
  validateProfileRanges,
  type ProfileRangeValues,
} from '@facet/scales';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { profilesMessages as messages } from '../../messages';
import type { ApplyStartingPoint } from './ProfileStartingPoints';

export function valuesOf(profile: ProfileRecord | undefined): ProfileRangeValues {
  return profile ? profileFieldsFromRanges(rangesFromProfileFields(profile)) : {};
}

/** One problem of the form: where it is (an element id) and what it is, in words. */
export interface Problem {
  targetId: string;
  text: string;
}

/** Focuses a field named in the error summary and brings it to the middle of the screen. */
export function focusTarget(targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
}

export interface ProfileEditorFormOptions {
  mode: 'create' | 'view';
  profile?: ProfileRecord | undefined;
  onSave: (content: ProfileContent) => Promise<boolean>;
  startsEditing: boolean;
  startsWithProblemsShown: boolean;
}

/**
 * The profile editor's form: whether it is editing, the name and the ranges, and the problems a
 * Save found (listed from then on, the first focused). Cancel and Edit start again from the saved
 * profile; a template or a copy fills the ranges and, when empty, the name.
 */
export function useProfileEditorForm({
  mode,
  profile,
  onSave,
  startsEditing,
  startsWithProblemsShown,
}: ProfileEditorFormOptions) {
  const intl = useIntl();
  const language = toLanguage(intl.locale) ?? fallbackLanguage;
  const errorWords = useProfileRangeErrorWords();
  const idPrefix = useId();
  const nameId = `${idPrefix}-name`;
  const summaryId = `${idPrefix}-summary`;
  const [isEditing, setEditing] = useState(mode === 'create' || startsEditing);
  const [name, setName] = useState(profile?.name ?? '');
  const [values, setValues] = useState<ProfileRangeValues>(() => valuesOf(profile));
  // A fresh editor after a template or a copy, so no scale keeps an earlier percentile choice.
  const [editorVersion, setEditorVersion] = useState(0);
  const [hasTriedSaving, setTriedSaving] = useState(startsWithProblemsShown);
  const [focusRequest, setFocusRequest] = useState(0);
  const pendingFocus = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (pendingFocus.current) focusTarget(pendingFocus.current);
    pendingFocus.current = undefined;
  }, [focusRequest]);

  const checkedName = profileNameSchema.safeParse(name);
  const ranges = validateProfileRanges(values);
  const nameError =
    hasTriedSaving && !checkedName.success ? intl.formatMessage(messages.nameInvalid) : undefined;
  const fieldErrors = hasTriedSaving ? ranges.fieldErrors : {};
  const formError = hasTriedSaving ? ranges.formError : undefined;

  const problemsOf = (): Problem[] => {
    const problems: Problem[] = [];
    if (!checkedName.success) {
      problems.push({ targetId: nameId, text: intl.formatMessage(messages.nameInvalid) });
    }
    if (ranges.formError) {
      problems.push({
        targetId: profileRangeFormErrorId(idPrefix),
        text: errorWords(undefined, ranges.formError),
      });
    }
    for (const scale of scales) {
      for (const field of [minimumField(scale), maximumField(scale)]) {
        const error = ranges.fieldErrors[field];
        if (error === undefined) continue;
        problems.push({
          targetId: profileRangeFieldId(idPrefix, field),
          text: intl.formatMessage(messages.errorOfScale, {
            scale: scaleName(scale, language),
            error: errorWords(field, error),
          }),
        });
      }
    }
    return problems;
  };

  const reset = () => {
    setName(profile?.name ?? '');
    setValues(valuesOf(profile));
    setEditorVersion((version) => version + 1);
    setTriedSaving(false);
  };
  const cancel = () => {
    reset();
    setEditing(false);
  };
  const apply: ApplyStartingPoint = ({ ranges: applied, suggestedName }) => {
    setValues(profileFieldsFromRanges(applied));
    setEditorVersion((version) => version + 1);
    if (suggestedName && name.trim() === '') setName(suggestedName);
  };
  const save = async () => {
    const found = problemsOf();
    setTriedSaving(true);
    if (found.length > 0) {
      pendingFocus.current = found[0]?.targetId ?? summaryId;
      setFocusRequest((request) => request + 1);
      return;
    }
    if (!checkedName.success) return;
    const content = {
      name: checkedName.data,
      ...profileFieldsFromRanges(rangesFromProfileFields(values)),
    };
    if ((await onSave(content)) && mode === 'view') {
      setTriedSaving(false);
      setEditing(false);
    }
  };

  return {
    idPrefix,
    nameId,
    summaryId,
    isEditing,
    name,
    setName,
    values,
    setValues,
    editorVersion,
    nameError,
    fieldErrors,
    formError,
    problems: hasTriedSaving ? problemsOf() : [],
    apply,
    save,
    cancel,
    edit: () => {
      reset();
      setEditing(true);
    },
  };
}
