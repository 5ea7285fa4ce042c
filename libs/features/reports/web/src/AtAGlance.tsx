import { Card, Column, Columns, Heading, Stack, Text } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import { scaleName, type GlanceNote, type ProfileAtAGlance } from '@facet/reports-domain';
import { FormattedMessage } from 'react-intl';
import { reportsCatalogue } from './messages';
import { PoleSlider } from './PoleSlider';

const { messages } = reportsCatalogue;

function NoteList({ notes }: { notes: readonly GlanceNote[] }) {
  return (
    <Stack as="ul" space="small">
      {notes.map((note) => (
        <li key={note.scale}>
          <Text>{note.text}</Text>
        </li>
      ))}
    </Stack>
  );
}

export interface AtAGlanceProps {
  glance: ProfileAtAGlance;
  language: Language;
}

/**
 * The first thing the person reads: the five domains between their poles, three strengths and
 * three things worth watching in plain words, and what the profile tends to mean at work.
 */
export function AtAGlance({ glance, language }: AtAGlanceProps) {
  return (
    <Stack space="large" as="section">
      <Heading level={2}>
        <FormattedMessage {...messages.atAGlanceTitle} />
      </Heading>
      <Text tone="secondary">
        <FormattedMessage {...messages.atAGlanceIntro} />
      </Text>
      <Stack space="large">
        {glance.domains.map((domain) => (
          <PoleSlider key={domain.scale} domain={domain} language={language} />
        ))}
      </Stack>
      <Columns space="large" collapseBelow="tablet">
        <Column width="1/2">
          <Card as="section">
            <Stack space="medium">
              <Heading level={3}>
                <FormattedMessage {...messages.strengthsTitle} />
              </Heading>
              <NoteList notes={glance.strengths} />
            </Stack>
          </Card>
        </Column>
        <Column width="1/2">
          <Card as="section">
            <Stack space="medium">
              <Heading level={3}>
                <FormattedMessage {...messages.watchOutsTitle} />
              </Heading>
              <NoteList notes={glance.watchOuts} />
            </Stack>
          </Card>
        </Column>
      </Columns>
      <Card as="section">
        <Stack space="medium">
          <Heading level={3}>
            <FormattedMessage {...messages.atWorkTitle} />
          </Heading>
          <Stack as="ul" space="small">
            {glance.atWork.map((meaning) => (
              <li key={meaning.scale}>
                <Text>
                  <Text as="span" weight="strong">
                    {scaleName(meaning.scale, language)}:
                  </Text>{' '}
                  {meaning.text}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      </Card>
    </Stack>
  );
}
