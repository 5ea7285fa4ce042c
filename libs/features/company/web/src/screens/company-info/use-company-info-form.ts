import { companyEmailSchema, companyNameSchema, type CompanyRecord } from '@facet/company-domain';
import { useState, type FormEvent } from 'react';

/** What the form saves: the name, the address and whether admins and managers need a second factor. */
export interface CompanyInfoUpdate {
  name: string;
  email: string;
  requireSecondFactor: boolean;
}

/**
 * The company info card's form: whether it is editing, the name and address typed, and whether
 * to show their problems (after a Save). Edit and Cancel start again from the saved company.
 */
export function useCompanyInfoForm(
  company: CompanyRecord | undefined,
  onSave: ((update: CompanyInfoUpdate) => Promise<boolean>) | undefined,
  initiallyEditing: boolean,
) {
  const [editing, setEditing] = useState(initiallyEditing);
  const [name, setName] = useState(company?.name ?? '');
  const [email, setEmail] = useState(company?.email ?? '');
  const [requireSecondFactor, setRequireSecondFactor] = useState(
    company?.requireSecondFactor ?? false,
  );
  const [touched, setTouched] = useState(false);
  const nameValid = companyNameSchema.safeParse(name).success;
  const emailValid = companyEmailSchema.safeParse(email).success;
  return {
    editing,
    name,
    setName,
    email,
    setEmail,
    requireSecondFactor,
    setRequireSecondFactor,
    touched,
    markTouched: () => setTouched(true),
    nameValid,
    emailValid,
    submit: async (event: FormEvent) => {
      event.preventDefault();
      setTouched(true);
      if (!nameValid || !emailValid || !onSave) return;
      if (await onSave({ name, email, requireSecondFactor })) setEditing(false);
    },
    startEditing: () => {
      setName(company?.name ?? '');
      setEmail(company?.email ?? '');
      setRequireSecondFactor(company?.requireSecondFactor ?? false);
      setEditing(true);
    },
    cancel: () => {
      setEditing(false);
      setName(company?.name ?? '');
      setEmail(company?.email ?? '');
      setRequireSecondFactor(company?.requireSecondFactor ?? false);
      setTouched(false);
    },
  };
}
