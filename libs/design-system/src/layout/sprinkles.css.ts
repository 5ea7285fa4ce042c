import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints } from '../themes/tokens';
import { vars } from '../themes/vars.css';

/** Responsive values are written `{ mobile, tablet, desktop }`, mobile first. */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { '@media': `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    flexBasis: ['0', 'auto'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['left', 'center', 'right'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    width: { full: '100%', auto: 'auto' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surfaceProperties = defineProperties({
  properties: {
    background: {
      background: vars.colour.background,
      surface: vars.colour.surface,
      neutralSoft: vars.colour.neutralSoft,
      formAccentSoft: vars.colour.formAccentSoft,
      criticalSoft: vars.colour.criticalSoft,
      positiveSoft: vars.colour.positiveSoft,
      cautionSoft: vars.colour.cautionSoft,
      infoSoft: vars.colour.infoSoft,
    },
    color: {
      text: vars.colour.text,
      textSecondary: vars.colour.textSecondary,
      textCritical: vars.colour.textCritical,
      textPositive: vars.colour.textPositive,
      textCaution: vars.colour.textCaution,
      textInfo: vars.colour.textInfo,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    position: ['relative', 'absolute', 'static'],
    overflow: ['hidden', 'auto', 'visible'],
    minWidth: { '0': '0' },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, surfaceProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** The spacing scale names, for props such as `space` on Stack and Inline. */
export type Space = keyof typeof vars.space;
