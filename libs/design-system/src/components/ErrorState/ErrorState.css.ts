import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const errorStateIcon = style({ color: vars.colour.textCritical, display: 'inline-flex' });
