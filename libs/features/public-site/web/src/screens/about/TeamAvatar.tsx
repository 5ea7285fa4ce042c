import { avatar, avatarCircle, avatarInitials, avatarRing } from '../../page-sections.css';

export interface TeamAvatarProps {
  initials: string;
}

/** A drawn portrait: the person's initials in an accent disc with a ring. Decorative. */
export function TeamAvatar({ initials }: TeamAvatarProps) {
  return (
    <svg
      className={avatar}
      viewBox="0 0 96 96"
      width="96"
      height="96"
      aria-hidden="true"
      focusable="false"
    >
      <circle className={avatarCircle} cx="48" cy="48" r="46" />
      <circle className={avatarRing} cx="48" cy="48" r="44" />
      <text className={avatarInitials} x="48" y="48" dy="0.35em" textAnchor="middle" fontSize="34">
        {initials}
      </text>
    </svg>
  );
}
