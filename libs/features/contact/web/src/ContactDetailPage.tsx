import { showToast } from '@facet/design-system';
import { useLanguage } from '@facet/platform-i18n-react';
import { readApiFailure } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGetContactRequestQuery, useUpdateContactRequestMutation } from './contact-endpoints';
import { ContactDetailView } from './ContactDetailView';
import { contactMessages as messages } from './messages';

/** /admin/contact/{id}. */
export function ContactDetailPage() {
  const intl = useIntl();
  const id = Number(useParams()['id']);
  const { language } = useLanguage();
  const contact = useGetContactRequestQuery(id);
  const [update, updating] = useUpdateContactRequestMutation();
  return (
    <ContactDetailView
      contactForm={contact.data?.contactForm}
      isLoading={contact.isLoading}
      loadFailure={readApiFailure(contact.error)}
      isSaving={updating.isLoading}
      updateFailure={readApiFailure(updating.error)}
      onStatusChange={async (state) => {
        const answer = await update({ form_id: id, state, lang: language });
        if (!('error' in answer))
          showToast({ title: intl.formatMessage(messages.statusSaved), tone: 'positive' });
      }}
    />
  );
}
