import { Badge, Text } from '@facet/design-system';
import type { Language } from '@facet/platform-kernel';
import {
  scaleName,
  type LeftOutOfFit,
  type LeftOutReason,
  type ScaleFit,
} from '@facet/reports-domain';
import type { MessageDescriptor } from 'react-intl';
import { scalesCatalogue } from '../catalogue';
import { useScalesIntl } from '../private/useScalesIntl';
import { items, list, note } from './FitLeftOut.css';

const { messages } = scalesCatalogue;

const wordsOf: Record<LeftOutReason, { mark: MessageDescriptor; why: MessageDescriptor }> = {
  facets_set: { mark: messages.leftOutFacetsSet, why: messages.leftOutFacetsSetWhy },
  domain_set: { mark: messages.leftOutDomainSet, why: messages.leftOutDomainSetWhy },
  sources_counted: { mark: messages.leftOutSourcesCounted, why: messages.leftOutSourcesCountedWhy },
};

export interface FitLeftOutNoteProps {
  /** Why the fit leaves the scale out, and which scales count instead (`ScaleFit.leftOut`). */
  leftOut: NonNullable<ScaleFit['leftOut']>;
  /** For `aria-describedby` from the scale's row. */
  id?: string;
  /** Language of the words; @default the react-intl language around it */
  language?: Language;
}

/**
 * Marks a scale the profile fit leaves out (leftOutOfFit): "Not counted in fit: its facets are
 * set", then in a sentence why, naming the scales that count its answers instead.
 */
export function FitLeftOutNote({ leftOut, id, language }: FitLeftOutNoteProps) {
  const { intl, language: shownLanguage } = useScalesIntl(language);
  const words = wordsOf[leftOut.reason];
  const countedIn = intl.formatList(
    leftOut.countedIn.map((scale) => scaleName(scale, shownLanguage)),
    { type: 'conjunction' },
  );
  return (
    <span className={note} id={id}>
      <Badge>{intl.formatMessage(words.mark)}</Badge>
      <Text as="span" size="small" tone="secondary">
        {intl.formatMessage(words.why, { scales: countedIn })}
      </Text>
    </span>
  );
}

export interface FitLeftOutListProps {
  /** The profile's scales its fit leaves out (`leftOutOfFit`); nothing is shown when empty. */
  leftOut: readonly LeftOutOfFit[];
  /** Language of the words; @default the react-intl language around it */
  language?: Language;
}

/**
 * Where fits are listed without their scales (a ranking, a group's members): which of the
 * profile's scales no fit counts, and why, so a percentage is read over the right scales.
 */
export function FitLeftOutList({ leftOut, language }: FitLeftOutListProps) {
  const { intl, language: shownLanguage } = useScalesIntl(language);
  if (leftOut.length === 0) return null;
  return (
    <div className={list}>
      <Text size="small" tone="secondary">
        {intl.formatMessage(messages.leftOutListIntro)}
      </Text>
      <ul className={items}>
        {leftOut.map(({ scale, ...why }) => (
          <li key={scale}>
            <Text as="span" size="small" weight="medium">
              {scaleName(scale, shownLanguage)}
            </Text>
            <FitLeftOutNote leftOut={why} language={language} />
          </li>
        ))}
      </ul>
    </div>
  );
}
