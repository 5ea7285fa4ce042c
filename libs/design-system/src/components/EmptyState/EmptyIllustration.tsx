import {
  illustration,
  illustrationAccent,
  illustrationBackdrop,
  illustrationCard,
  illustrationLine,
} from './EmptyState.css';

/**
 * The default picture of an empty state: two blank cards over a soft accent disc, drawn in the
 * theme's colours. Decorative: the heading says what is missing.
 */
export function EmptyIllustration() {
  return (
    <svg
      className={illustration}
      viewBox="0 0 120 96"
      width="120"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={illustrationBackdrop} cx="60" cy="50" r="44" />
      <rect className={illustrationCard} x="22" y="30" width="60" height="44" rx="8" />
      <rect className={illustrationCard} x="38" y="20" width="60" height="44" rx="8" />
      <rect className={illustrationAccent} x="47" y="30" width="14" height="14" rx="4" />
      <rect className={illustrationLine} x="66" y="32" width="24" height="4" rx="2" />
      <rect className={illustrationLine} x="66" y="40" width="16" height="4" rx="2" />
      <rect className={illustrationLine} x="47" y="52" width="42" height="4" rx="2" />
      <path className={illustrationAccent} d="M100 14l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" />
    </svg>
  );
}
