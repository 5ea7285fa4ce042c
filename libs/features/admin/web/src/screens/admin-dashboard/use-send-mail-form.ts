import { sendMailSchema, type SendMailPayload } from '@facet/admin-domain';
import { useState } from 'react';
import { invalidFields } from '../../form-fields';

const emptyMail = { addresses: '', subject: '', messageEN: '', messageES: '', messagePT: '' };

/** A text field of the mail form. */
export type MailField = keyof typeof emptyMail;

/** Addresses typed in one box, split on commas, semicolons, spaces and lines. */
export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/**
 * The send-mail form: its fields and "every user", checked by the mail's schema, with the
 * problems shown once a send has been tried; emptied once the mail is sent.
 */
export function useSendMailForm(onSubmit: (mail: SendMailPayload) => Promise<boolean>) {
  const [fields, setFields] = useState(emptyMail);
  const [emailAll, setEmailAll] = useState(false);
  const [touched, setTouched] = useState(false);
  const { addresses, ...message } = fields;
  const mail = { ...message, emailAll, emailArray: emailAll ? [] : splitAddresses(addresses) };
  const parsed = sendMailSchema.safeParse(mail);

  const submit = async () => {
    setTouched(true);
    if (!parsed.success) return;
    if (await onSubmit(mail)) {
      setFields(emptyMail);
      setEmailAll(false);
      setTouched(false);
    }
  };

  return {
    fields,
    set: (name: MailField) => (value: string) =>
      setFields((current) => ({ ...current, [name]: value })),
    emailAll,
    setEmailAll,
    invalid: touched ? invalidFields(parsed) : new Set<string>(),
    submit,
  };
}
