import { welcomeLineSchema } from '@facet/company-domain';
import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CompanyBrandingCardView } from './CompanyBrandingCardView';
import {
  useGetBrandingQuery,
  useRemoveLogoMutation,
  useReplaceLogoMutation,
  useUpdateBrandingMutation,
} from '../../company-endpoints';
import { companyMessages as messages } from '../../messages';

/** The welcome line being written: starts from the saved one until the person types. */
function useWelcomeLineDraft(saved: string | null | undefined) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const value = draft ?? saved ?? '';
  return {
    value,
    isInvalid: touched && !welcomeLineSchema.safeParse(value).success,
    change: (line: string) => setDraft(line),
    /** Marks the draft as submitted; true when it may be sent. */
    submit: () => {
      setTouched(true);
      return welcomeLineSchema.safeParse(value).success;
    },
    reset: () => {
      setDraft(undefined);
      setTouched(false);
    },
  };
}

/** The company's logo and welcome line on the Info tab (its own members; admins change them). */
export function CompanyBrandingCard({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const branding = useGetBrandingQuery();
  const [updateBranding, welcomeLineUpdate] = useUpdateBrandingMutation();
  const [replaceLogo, logoReplacement] = useReplaceLogoMutation();
  const [removeLogo, logoRemoval] = useRemoveLogoMutation();
  const draft = useWelcomeLineDraft(branding.data?.branding.welcomeLine);
  return (
    <CompanyBrandingCardView
      branding={branding.data?.branding}
      isLoading={branding.isLoading}
      loadFailure={readApiFailure(branding.error)}
      onRetry={() => void branding.refetch()}
      canEdit={canEdit}
      welcomeLineDraft={draft.value}
      welcomeLineInvalid={draft.isInvalid}
      onWelcomeLineChange={draft.change}
      isSavingWelcomeLine={welcomeLineUpdate.isLoading}
      welcomeLineFailure={readApiFailure(welcomeLineUpdate.error)}
      onSaveWelcomeLine={async () => {
        if (!draft.submit()) return;
        const answer = await updateBranding({ welcomeLine: draft.value.trim() });
        if ('error' in answer) return;
        draft.reset();
        showToast({ title: intl.formatMessage(messages.welcomeLineSaved), tone: 'positive' });
      }}
      isSavingLogo={logoReplacement.isLoading || logoRemoval.isLoading}
      logoFailure={readApiFailure(logoReplacement.error ?? logoRemoval.error)}
      onChooseLogo={async (file) => {
        logoRemoval.reset();
        const answer = await replaceLogo(file);
        if ('error' in answer) return;
        showToast({ title: intl.formatMessage(messages.logoSaved), tone: 'positive' });
      }}
      onRemoveLogo={async () => {
        logoReplacement.reset();
        const answer = await removeLogo();
        if ('error' in answer) return;
        showToast({ title: intl.formatMessage(messages.logoRemoved), tone: 'positive' });
      }}
    />
  );
}
