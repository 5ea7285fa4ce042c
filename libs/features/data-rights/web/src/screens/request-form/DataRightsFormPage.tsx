import {
  dataRightsRequestSchema,
  rightsNeedingEntity,
  type DataRight,
} from '@facet/data-rights-domain';
import { readApiFailure, useSignedInPerson } from '@facet/platform-api-client';
import { useLanguage } from '@facet/platform-i18n-react';
import { useZodForm } from '@facet/platform-web-kit';
import { useEffect } from 'react';
import { useFileDataRightsRequestMutation } from '../../data-rights-endpoints';
import { DataRightsFormView, type DataRightsFormValues } from './DataRightsFormView';

const empty: DataRightsFormValues = {
  name: '',
  email: '',
  phone: '',
  right: '',
  entity: '',
  message: '',
};

/** /arsulipo: a signed-in person's name and e-mail are filled in from their session. */
export function DataRightsFormPage() {
  const signedIn = useSignedInPerson();
  const { language } = useLanguage();
  const [file, filing] = useFileDataRightsRequestMutation();
  const failure = readApiFailure(filing.error);
  const form = useZodForm(dataRightsRequestSchema, empty, { failure });
  const user = signedIn?.kind === 'user' ? signedIn : undefined;
  const { setValues } = form;
  useEffect(() => {
    if (user)
      setValues((current) => ({
        ...current,
        name: current.name || user.name,
        email: current.email || user.email,
      }));
  }, [user, setValues]);
  const created = filing.data?.arsulipo;
  return (
    <DataRightsFormView
      values={form.values}
      fieldErrors={form.fieldErrors}
      isSubmitting={filing.isLoading}
      failure={failure}
      received={
        created && {
          number: created.number,
          link: user ? `/account/arsulipo/${created.arsulipo_id}` : undefined,
        }
      }
      onChange={form.change}
      onSubmit={() => {
        if (!form.validate()) return;
        const { values } = form;
        void file({
          name: values.name,
          email: values.email,
          phone: values.phone || undefined,
          right: values.right as DataRight,
          entity: rightsNeedingEntity.includes(values.right as DataRight)
            ? values.entity
            : undefined,
          message: values.message,
          lang: language,
        });
      }}
    />
  );
}
