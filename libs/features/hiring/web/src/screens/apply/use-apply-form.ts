import { positionRegistrationSchema, type PositionRegistrationPayload } from '@facet/hiring-domain';
import type { Language } from '@facet/platform-kernel';
import { currentPrivacyVersion, currentTermsVersion } from '@facet/session-domain';
import { useState } from 'react';

export interface ApplyFormValues {
  name: string;
  email: string;
  password: string;
  lang: Language;
  consent: boolean;
}

export type ApplyField = keyof ApplyFormValues;

/** The registration as the API takes it, with the terms this page shows accepted. */
export function registrationOf(values: ApplyFormValues): PositionRegistrationPayload {
  return {
    ...values,
    consent: values.consent as true,
    termsVersion: currentTermsVersion,
    privacyVersion: currentPrivacyVersion,
  };
}

function invalidFieldsOf(values: ApplyFormValues): Set<ApplyField> {
  const checked = positionRegistrationSchema.safeParse(registrationOf(values));
  return new Set((checked.error?.issues ?? []).map((issue) => String(issue.path[0]) as ApplyField));
}

/**
 * The visitor's registration, checked by the server's own schema once they try to send. The
 * assessment's language starts as the page's when the position offers it.
 */
export function useApplyForm(offered: readonly Language[], pageLanguage: Language) {
  const [values, setValues] = useState<ApplyFormValues>({
    name: '',
    email: '',
    password: '',
    lang: offered.includes(pageLanguage) ? pageLanguage : (offered[0] ?? pageLanguage),
    consent: false,
  });
  const [triedToSend, setTriedToSend] = useState(false);
  return {
    values,
    invalid: triedToSend ? invalidFieldsOf(values) : new Set<ApplyField>(),
    change: <Field extends ApplyField>(field: Field, value: ApplyFormValues[Field]) =>
      setValues((current) => ({ ...current, [field]: value })),
    /** The registration when the values pass, else undefined (and the problems show). */
    submit: (): PositionRegistrationPayload | undefined => {
      setTriedToSend(true);
      return invalidFieldsOf(values).size === 0 ? registrationOf(values) : undefined;
    },
  };
}
