import { ssoRefusedQuerySchema } from '@facet/sso-domain';
import { useSearchParams } from 'react-router';
import { SsoRefusedView } from './SsoRefusedView';

/** The refused page, its reason read from the address the callback sent the browser to. */
export function SsoRefusedPage() {
  const [search] = useSearchParams();
  const { reason } = ssoRefusedQuerySchema.parse({ reason: search.get('reason') });
  return <SsoRefusedView reason={reason} />;
}
