import { logo, logoMark } from './site-shell.css';

/**
 * The product's wordmark for the 180 × 48 logo slot: five bars of different heights (the five
 * domains) and the name. Decorative: the link around it carries the accessible name.
 */
export function FacetWordmark() {
  return (
    <svg
      className={logo}
      viewBox="0 0 180 48"
      width="180"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <g className={logoMark}>
        <rect x="4" y="22" width="6" height="18" rx="3" />
        <rect x="13" y="12" width="6" height="28" rx="3" />
        <rect x="22" y="8" width="6" height="32" rx="3" />
        <rect x="31" y="16" width="6" height="24" rx="3" />
        <rect x="40" y="26" width="6" height="14" rx="3" />
      </g>
      <text
        x="56"
        y="35"
        fill="currentColor"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="28"
        fontWeight="700"
        letterSpacing="0.5"
      >
        Facet
      </text>
    </svg>
  );
}
