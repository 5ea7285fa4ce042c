import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const conversation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A message as a bubble: the reader's own on the end side, the other party's on the start. */
export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  maxWidth: 'min(85%, 36rem)',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.neutralSoft,
  color: vars.colour.text,
  alignSelf: 'flex-start',
  borderEndStartRadius: vars.radius.small,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  selectors: {
    '&[data-own="true"]': {
      alignSelf: 'flex-end',
      backgroundColor: vars.colour.formAccentSoft,
      borderEndStartRadius: vars.radius.large,
      borderEndEndRadius: vars.radius.small,
    },
  },
});
