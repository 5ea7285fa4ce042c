import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { phoneMedia } from '../private/phone';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

/**
 * The one rule for a form's buttons on a page: at their own width, side by side from the start
 * of the form, the main action first; on a phone each takes the whole width, one under the other,
 * so every form's buttons are easy to hit and none stretches on a wide screen. (A dialog's
 * buttons sit at its end, DialogActions.)
 */
export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  '@media': {
    [phoneMedia]: { flexDirection: 'column', alignItems: 'stretch' },
  },
});
