import { Link as RACLink } from 'react-aria-components';
import { gemFacet, logoImage, logoSlot, wordmark, wordmarkGem, wordmarkName } from './Logo.css';

/** The product name, shown when no logo image is given. A name, so it is not translated. */
export const productName = 'Facet';

export interface LogoProps {
  /** A tenant's logo image; without it the product wordmark is shown. */
  src?: string;
  /**
   * The organisation's name, read by screen readers in place of the image.
   * @default 'Facet'
   */
  name?: string;
  /** Makes the logo a link, usually to the home page. */
  href?: string;
}

/**
 * A cut gem seen from the side, its six facets in shades of the accent: many sides of one
 * person, which is what the product describes. Decorative: the name beside it is the text.
 */
function GemMark() {
  return (
    <svg
      className={wordmarkGem}
      viewBox="0 0 44 48"
      width="44"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <path className={gemFacet} data-shade="light" d="M4 18 12 8h5l-1 10z" />
      <path className={gemFacet} data-shade="medium" d="M17 8h10l1 10H16z" />
      <path className={gemFacet} data-shade="light" d="M27 8h5l8 10H28z" />
      <path className={gemFacet} data-shade="strong" d="M4 18h12l6 24z" />
      <path className={gemFacet} data-shade="full" d="M16 18h12l-6 24z" />
      <path className={gemFacet} data-shade="medium" d="M28 18h12L22 42z" />
    </svg>
  );
}

/** A 180x48 slot for the product or a company logo, in the header, footer and PDF report. */
export function Logo({ src, name = productName, href }: LogoProps) {
  const content = src ? (
    <img className={logoImage} src={src} alt={name} />
  ) : (
    <span className={wordmark}>
      <GemMark />
      <span className={wordmarkName}>{name}</span>
    </span>
  );
  return href ? (
    <RACLink href={href} className={logoSlot}>
      {content}
    </RACLink>
  ) : (
    <span className={logoSlot}>{content}</span>
  );
}
