import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Disclosure } from '../Disclosure/Disclosure';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Stack } from '../../layout/Stack/Stack';
import { Text } from '../Text/Text';

export interface ReadingSectionProps {
  title: string;
  headingLevel: HeadingLevel;
  /** The section's text; the first paragraph is always shown, the rest fold. */
  paragraphs: readonly string[];
}

/**
 * A section of a long text (a report's sections): its heading and first paragraph always shown,
 * the rest behind a toggle named after the section, so a long page reads as a list of sections
 * to open rather than many screens of prose (issue 41, point 8).
 */
export function ReadingSection({ title, headingLevel, paragraphs }: ReadingSectionProps) {
  const intl = useIntl();
  const { messages } = designSystemCatalogue;
  const [first, ...rest] = paragraphs;
  const preview = (
    <Stack space="small">
      <Heading level={headingLevel}>{title}</Heading>
      {first !== undefined && <Text>{first}</Text>}
    </Stack>
  );
  if (rest.length === 0) return <section>{preview}</section>;
  return (
    <section>
      <Disclosure
        preview={preview}
        expandLabel={intl.formatMessage(messages.readRestOf, { title })}
        collapseLabel={intl.formatMessage(messages.readLessOf, { title })}
      >
        <Stack space="small">
          {rest.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </Stack>
      </Disclosure>
    </section>
  );
}
