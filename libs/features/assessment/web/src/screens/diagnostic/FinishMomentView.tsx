import { Box, ButtonLink, Card, Heading, LineIcon, Stack, Text } from '@facet/design-system';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { finishMark, finishMarkIcon, finishMoment, finishTick } from './FinishMoment.css';
import { assessmentCatalogue } from '../../messages';

const { messages } = assessmentCatalogue;

export interface FinishMomentViewProps {
  /** The result the finish just wrote. */
  resultId: number;
  /** How many statements the person answered. */
  total: number;
}

/** "You're done": a short moment after the last answer, with the way to the new profile. */
export function FinishMomentView({ resultId, total }: FinishMomentViewProps) {
  const headingRef = useRef<HTMLElement>(null);
  // The page's content changed under the person's feet: focus and screen readers start here.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  return (
    <Card as="section">
      <div className={finishMoment}>
        <Stack space="large" align="center">
          <span className={finishMark}>
            <LineIcon className={finishMarkIcon} strokeWidth={2.5}>
              <path className={finishTick} d="M5 12.5l4.5 4.5L19 7.5" pathLength={24} />
            </LineIcon>
          </span>
          <Box ref={headingRef} tabIndex={-1}>
            <Heading level={1}>
              <FormattedMessage {...messages.doneTitle} />
            </Heading>
          </Box>
          <Text>
            <FormattedMessage {...messages.doneText} values={{ total }} />
          </Text>
          <ButtonLink href={`/results/${resultId}`} size="large">
            <FormattedMessage {...messages.doneAction} />
          </ButtonLink>
        </Stack>
      </div>
    </Card>
  );
}
