import { contactRequestSchema } from '@facet/contact-domain';
import { fieldErrorsOfMessage, useRequestForm } from '@facet/data-rights-web';
import { useLanguage } from '@facet/platform-i18n-react';
import { readApiFailure } from '@facet/platform-api-client';
import { useCreateContactRequestMutation } from './contact-endpoints';
import { ContactFormView, type ContactFormValues } from './ContactFormView';

/** /contact. */
export function ContactPage() {
  const { language } = useLanguage();
  const form = useRequestForm<ContactFormValues>(contactRequestSchema, {
    name: '',
    email: '',
    phone_prefix: '',
    phone: '',
    lang: language,
    message: '',
  });
  const [send, sending] = useCreateContactRequestMutation();
  const failure = readApiFailure(sending.error);
  return (
    <ContactFormView
      values={form.values}
      fieldErrors={{
        ...(failure?.status === 400 ? fieldErrorsOfMessage(failure.message) : {}),
        ...form.fieldErrors,
      }}
      isSubmitting={sending.isLoading}
      failure={failure}
      isSent={sending.isSuccess}
      onChange={form.change}
      onSubmit={() => {
        if (form.validate()) void send(contactRequestSchema.parse(form.values));
      }}
    />
  );
}
