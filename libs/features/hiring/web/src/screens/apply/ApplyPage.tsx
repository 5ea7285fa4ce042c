import { readApiFailure, useSignedInPerson } from '@facet/platform-api-client';
import { fallbackLanguage, toLanguage } from '@facet/platform-i18n';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import {
  useApplyWithAccountMutation,
  useGetPublicPositionQuery,
  useRegisterForPositionMutation,
} from '../../hiring-endpoints';
import { assessmentPath, signInToApplyPath } from '../../hiring-paths';
import { ApplyView } from './ApplyView';
import { useApplyForm } from './use-apply-form';

/** `/apply/{token}`: a position's public page, for visitors and signed-in people alike. */
export function ApplyPage() {
  const token = useParams().token ?? '';
  const intl = useIntl();
  const navigate = useNavigate();
  const person = useSignedInPerson();
  const position = useGetPublicPositionQuery(token);
  const form = useApplyForm(
    position.data?.position.languages ?? [],
    toLanguage(intl.locale) ?? fallbackLanguage,
  );
  const [register, registering] = useRegisterForPositionMutation();
  const [apply, applying] = useApplyWithAccountMutation();
  return (
    <ApplyView
      isLoading={position.isLoading}
      loadFailure={readApiFailure(position.error)}
      onRetry={() => void position.refetch()}
      answer={position.data}
      signedIn={person?.kind === 'user' ? person : undefined}
      signInHref={signInToApplyPath(token)}
      registration={{
        values: form.values,
        invalid: form.invalid,
        onChange: form.change,
        onSubmit: () => {
          const registration = form.submit();
          if (registration) void register({ token, registration });
        },
        isSending: registering.isLoading,
        failure: readApiFailure(registering.error),
      }}
      pending={registering.data}
      onApplyWithAccount={async () => {
        const answer = await apply(token);
        if (!('error' in answer)) void navigate(assessmentPath);
      }}
      isApplying={applying.isLoading}
      applyFailure={readApiFailure(applying.error)}
    />
  );
}
