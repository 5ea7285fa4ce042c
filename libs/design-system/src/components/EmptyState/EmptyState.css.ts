import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const emptyStateIcon = style({ color: vars.colour.textSecondary, display: 'inline-flex' });
