import {
  domainsTyped,
  ssoSettingsSchema,
  type SsoSettings,
  type SsoSettingsUpdate,
} from '@facet/sso-domain';
import { useState, type FormEvent } from 'react';

/** What the form starts from: the stored settings, or a draft (stories of invalid input). */
export interface SsoSettingsDraft {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  requireSso: boolean;
}

export type SsoSettingsField = Exclude<keyof SsoSettingsDraft, 'requireSso'>;

function draftOf(settings: SsoSettings | null): SsoSettingsDraft {
  return {
    issuer: settings?.issuer ?? '',
    clientId: settings?.clientId ?? '',
    clientSecret: '',
    domains: settings?.domains.join(', ') ?? '',
    requireSso: settings?.requireSso ?? false,
  };
}

/**
 * The provider's form: each field checked by the settings' schema once a save has been tried,
 * and the secret required while none is stored (the server keeps a stored one when it is empty).
 */
export function useSsoSettingsForm(
  settings: SsoSettings | null,
  onSave: ((update: SsoSettingsUpdate) => void) | undefined,
  draft: Partial<SsoSettingsDraft> | undefined,
) {
  const [values, setValues] = useState<SsoSettingsDraft>({ ...draftOf(settings), ...draft });
  const [touched, setTouched] = useState(draft !== undefined);
  const parsed = ssoSettingsSchema.safeParse({ ...values, domains: domainsTyped(values.domains) });
  const secretMissing = !settings?.hasClientSecret && values.clientSecret.trim() === '';
  const isInvalid = (field: SsoSettingsField) =>
    touched &&
    ((field === 'clientSecret' && secretMissing) ||
      (parsed.error?.issues.some((issue) => issue.path[0] === field) ?? false));
  return {
    values,
    change: <Field extends keyof SsoSettingsDraft>(field: Field, value: SsoSettingsDraft[Field]) =>
      setValues((current) => ({ ...current, [field]: value })),
    isInvalid,
    touch: () => setTouched(true),
    submit: (event: FormEvent) => {
      event.preventDefault();
      setTouched(true);
      if (parsed.success && !secretMissing) onSave?.(parsed.data);
    },
  };
}
