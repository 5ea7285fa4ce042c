import { contactRequestSchema } from '@facet/contact-domain';
import { useLanguage } from '@facet/platform-i18n-react';
import { readApiFailure } from '@facet/platform-api-client';
import { useZodForm } from '@facet/platform-web-kit';
import { useCreateContactRequestMutation } from './contact-endpoints';
import { ContactFormView, type ContactFormValues } from './ContactFormView';

/** /contact. */
export function ContactPage() {
  const { language } = useLanguage();
  const [send, sending] = useCreateContactRequestMutation();
  const failure = readApiFailure(sending.error);
  const form = useZodForm<ContactFormValues>(
    contactRequestSchema,
    {
      name: '',
      email: '',
      phone_prefix: '',
      phone: '',
      lang: language,
      message: '',
    },
    { failure },
  );
  return (
    <ContactFormView
      values={form.values}
      fieldErrors={form.fieldErrors}
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
