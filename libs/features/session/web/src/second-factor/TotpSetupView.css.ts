import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** The QR code keeps its quiet zone white in the dark theme, or apps cannot read it. */
export const qrCode = style({
  alignSelf: 'center',
  maxWidth: '100%',
  height: 'auto',
  background: 'white',
  borderRadius: vars.radius.small,
});
