import { style } from '@vanilla-extract/css';

export const comboBoxInput = style({ alignSelf: 'stretch' });
