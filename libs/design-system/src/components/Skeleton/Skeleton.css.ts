import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const skeletonGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const skeleton = style({
  display: 'block',
  backgroundColor: vars.colour.neutralSoft,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  selectors: {
    '&[data-shape="text"]': { height: vars.lineHeight.standard, borderRadius: vars.radius.small },
    '&[data-shape="text"]:last-child:not(:first-child)': { width: '60%' },
    '&[data-shape="block"]': { height: vars.space.xxxlarge, borderRadius: vars.radius.medium },
    '&[data-shape="circle"]': {
      width: vars.space.xxxlarge,
      height: vars.space.xxxlarge,
      borderRadius: vars.radius.full,
    },
  },
});
