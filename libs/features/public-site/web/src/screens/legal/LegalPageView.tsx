import { Heading, Link, Stack, Text } from '@facet/design-system';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { legalPagesCatalogue } from '../../legal-catalogue';
import { legalPageAt, type LegalPagePath } from './legal-pages';
import { legalPoints } from '../../page-sections.css';
import { PageSection } from '../../PageSection';
import { dataRightsPath } from '../../site-links';

const { messages } = legalPagesCatalogue;

export interface LegalPageViewProps {
  /** Which of the seven legal pages to show. */
  page: LegalPagePath;
}

/** One legal page: its title, a one-line summary and the points that apply to Facet. */
export function LegalPageView({ page }: LegalPageViewProps) {
  const content = legalPageAt(page);
  return (
    <PageSection width="medium">
      <Stack space="xlarge">
        <Heading level={1}>
          <FormattedMessage {...content.title} />
        </Heading>
        <Text size="large">
          <FormattedMessage {...content.summary} />
        </Text>
        <Stack space="large" as="section">
          <Heading level={2}>
            <FormattedMessage {...messages.summaryHeading} />
          </Heading>
          <ul className={legalPoints}>
            {content.points.map((point) => (
              <li key={point.id}>
                <Text as="span">
                  <FormattedMessage {...point} />
                </Text>
              </li>
            ))}
          </ul>
          {content.pointsToRightsForm && (
            <Text>
              <FormattedMessage
                {...messages.rightsForm}
                values={{
                  link: (chunks: ReactNode[]) => <Link href={dataRightsPath}>{chunks}</Link>,
                }}
              />
            </Text>
          )}
        </Stack>
      </Stack>
    </PageSection>
  );
}
