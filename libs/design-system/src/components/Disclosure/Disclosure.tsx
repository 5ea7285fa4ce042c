import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure as RACDisclosure,
  DisclosurePanel,
  type DisclosureProps as RACDisclosureProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { ChevronDownIcon } from '../private/icons';
import {
  disclosure,
  disclosureChevron,
  disclosurePanel,
  disclosureTrigger,
} from './Disclosure.css';

export interface DisclosureProps extends Omit<
  RACDisclosureProps,
  'className' | 'style' | 'children'
> {
  /** Always visible, before the hidden part (a summary, the first facets). */
  preview?: ReactNode;
  /** Shown only when expanded. */
  children: ReactNode;
  /** @default 'See more' (translated) */
  expandLabel?: string;
  /** @default 'See less' (translated) */
  collapseLabel?: string;
}

/** Hides secondary detail behind a "See more" / "See less" toggle. */
export function Disclosure({
  preview,
  children,
  expandLabel,
  collapseLabel,
  ...props
}: DisclosureProps) {
  const intl = useIntl();
  const { messages } = designSystemCatalogue;
  return (
    <RACDisclosure {...props} className={disclosure}>
      {({ isExpanded }) => (
        <>
          {preview}
          <DisclosurePanel className={disclosurePanel}>{children}</DisclosurePanel>
          <RACButton slot="trigger" className={disclosureTrigger}>
            {isExpanded
              ? (collapseLabel ?? intl.formatMessage(messages.seeLess))
              : (expandLabel ?? intl.formatMessage(messages.seeMore))}
            <span className={disclosureChevron} aria-hidden="true">
              <ChevronDownIcon />
            </span>
          </RACButton>
        </>
      )}
    </RACDisclosure>
  );
}
