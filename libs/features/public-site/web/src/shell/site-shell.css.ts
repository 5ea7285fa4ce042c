import { breakpoints, vars } from '@facet/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/** The page: header, content and footer, with the footer kept at the bottom of short pages. */
export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
  fontFamily: vars.fontFamily,
});

/**
 * The top bar stays at the top while the page scrolls. Sticky rather than fixed: it keeps its
 * room in the flow, so no content or skip-link target ever hides under it.
 */
export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  backgroundColor: vars.colour.surface,
  borderBottom: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  boxShadow: vars.shadow.small,
});

export const logoLink = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.colour.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRingWidth} solid ${vars.colour.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** Logo, navigation, then the preferences and the session pushed to the far end. */
export const barRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xlarge,
  minHeight: '64px',
  paddingBlock: vars.space.small,
});

/** The bar's links (marketing or the app's areas) fill the middle; the menu holds them on phones. */
export const barNavigation = style({
  display: 'none',
  flexGrow: 1,
  '@media': { [desktop]: { display: 'block' } },
});

/** Spreads the bar's remaining items to the right when the navigation is hidden (phones). */
globalStyle(`${barRow} > :last-child`, { marginInlineStart: 'auto' });

export const mobileMenu = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  '@media': { [desktop]: { display: 'none' } },
});

/** Hidden until it receives keyboard focus, then shown above the top bar. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.large,
  top: vars.space.small,
  zIndex: 20,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.formAccent,
  color: vars.colour.textOnFormAccent,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.size.focusRingWidth} solid ${vars.colour.focusRing}`,
      outlineOffset: vars.size.focusRingOffset,
    },
  },
});

export const main = style({
  flexGrow: 1,
  outline: 'none',
});

export const footer = style({
  backgroundColor: vars.colour.surface,
  borderTop: `${vars.size.borderWidth} solid ${vars.colour.border}`,
});

// Navigation lists of the bar and the footer read as menus, not as bulleted text.
globalStyle(`${topBar} li, ${footer} li`, { listStyle: 'none' });

/**
 * Sticks to the bottom of the window while it waits for an answer. It comes right after the skip
 * link in the document, so keyboard users meet it first, and the shell's flex order draws it
 * last, under the footer, so it never covers the end of the page.
 */
export const cookieBanner = style({
  order: 1,
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  paddingBlock: vars.space.medium,
  backgroundColor: vars.colour.surface,
  borderTop: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  boxShadow: vars.shadow.large,
  // A stored choice, marked before the first paint: the prerendered banner stays hidden.
  selectors: { 'html[data-cookie-choice] &': { display: 'none' } },
});

export const cookieLayout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  '@media': {
    [desktop]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xlarge },
  },
});

export const cookieTitle = style({ fontWeight: vars.fontWeight.strong });

export const cookieShortText = style({ '@media': { [desktop]: { display: 'none' } } });
export const cookieLongText = style({
  display: 'none',
  '@media': { [desktop]: { display: 'inline' } },
});

/** Accept and Reject side by side and the same size, on a phone each half the width. */
export const cookieActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
  flexShrink: 0,
});
