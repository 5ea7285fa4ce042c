import { Inline, Link } from '@facet/design-system';
import { useIntl } from 'react-intl';
import type { DocumentLinks } from './data-rights-endpoints';
import { dataRightsMessages as messages } from './messages';

/** The links of a granted request's document: the document itself and, for portability, its CSV. */
export function DocumentLinksView({ links }: { links: DocumentLinks }) {
  const intl = useIntl();
  return (
    <Inline space="medium">
      <Link href={links.pdfUrl ?? links.url ?? ''} target="_blank">
        {intl.formatMessage(messages.openDocument)}
      </Link>
      {links.csvUrl && (
        <Link href={links.csvUrl} target="_blank">
          {intl.formatMessage(messages.downloadCsv)}
        </Link>
      )}
    </Inline>
  );
}
