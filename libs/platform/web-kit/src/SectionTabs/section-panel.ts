import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';

/**
 * One section of a page of sections (/company-panel, /account), shown by `SectionTabs`. The
 * page's feature lists its own; other features add theirs through the app's router, so they
 * share this shape rather than the page feature's library.
 */
export interface SectionPanel {
  /** Also the `?tab=` value of the address. */
  id: string;
  title: MessageDescriptor;
  Panel: ComponentType;
  /**
   * Shown only to the company's administrators (and the back office): the audit trail and the
   * integrations are theirs to read and change.
   */
  adminOnly?: boolean;
  /** Other `?tab=` values that open this section (the addresses of sections it replaced). */
  aliases?: readonly string[];
}
