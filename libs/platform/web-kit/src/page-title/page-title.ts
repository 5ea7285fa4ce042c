import { productName } from '@facet/design-system';
import { useEffect } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { useMatches } from 'react-router';

/** What a route declares in its `handle` so the browser tab names the page (WCAG 2.4.2). */
export interface PageHandle {
  title: MessageDescriptor;
}

/** A route's `handle` naming its page: `{ path: 'login', handle: pageTitle(messages.loginTitle) }`. */
export function pageTitle(title: MessageDescriptor): PageHandle {
  return { title };
}

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** "<Page> · Facet", or the product's name alone for a page without a title of its own. */
export function documentTitleOf(pageName: string | undefined): string {
  return pageName ? `${pageName} · ${productName}` : productName;
}

/**
 * The document title of the matched routes' page: the deepest `pageTitle` handle names it. The
 * prerendered HTML and the running app title a page alike.
 */
export function routeDocumentTitle(handles: readonly unknown[], intl: IntlShape): string {
  const handle = handles.findLast(isPageHandle);
  return documentTitleOf(handle && intl.formatMessage(handle.title));
}

/**
 * Keeps `document.title` on the page the router shows: the deepest matched route with a
 * `pageTitle` handle names it, in the current language. The app's layout calls it once.
 */
export function useRouteDocumentTitle(): void {
  const intl = useIntl();
  const title = routeDocumentTitle(
    useMatches().map((match) => match.handle),
    intl,
  );
  useEffect(() => {
    document.title = title;
  }, [title]);
}
