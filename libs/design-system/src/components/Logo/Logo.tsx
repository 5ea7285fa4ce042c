import { Link as RACLink } from 'react-aria-components';
import { logoImage, logoSlot, wordmark } from './Logo.css';

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

/** A 180x48 slot for the product or a company logo, in the header, footer and PDF report. */
export function Logo({ src, name = productName, href }: LogoProps) {
  const content = src ? (
    <img className={logoImage} src={src} alt={name} />
  ) : (
    <span className={wordmark}>{name}</span>
  );
  return href ? (
    <RACLink href={href} className={logoSlot}>
      {content}
    </RACLink>
  ) : (
    <span className={logoSlot}>{content}</span>
  );
}
