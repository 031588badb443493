import type { ReactNode } from 'react';

/*
 * Inline icons (no icon font, nothing fetched): 24×24 strokes that take the text colour.
 * Every icon is decorative; the control it sits in carries the name.
 */

function Icon({ children, size = 20 }: { readonly children: ReactNode; readonly size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Icon size in px. */
type IconProps = { readonly size?: number };

/** Hamburger. */
export const MenuIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
/** Magnifier. */
export const SearchIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </Icon>
);
/** House. */
export const HomeIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 11l9-7 9 7" />
    <path d="M5 10v10h14V10" />
  </Icon>
);
/** Ball (sports). */
export const SportsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7l4 3-1.5 5h-5L8 10z" />
  </Icon>
);
/** Pulse (in play). */
export const LiveIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 12h4l3-7 4 14 3-7h4" />
  </Icon>
);
/** Ticket (bet slip). */
export const SlipIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </Icon>
);
/** List with checks (my bets). */
export const MyBetsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="M4 6l1 1 2-2M4 12l1 1 2-2M4 18l1 1 2-2" />
  </Icon>
);
/** Gift (promotions). */
export const GiftIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="8" width="18" height="13" rx="1" />
    <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S10 8 12 8zm0 0c2-4 6-4 6-1.5S14 8 12 8z" />
  </Icon>
);
/** Cog. */
export const SettingsIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z" />
  </Icon>
);
/** Question mark in a circle. */
export const HelpIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9a2.5 2.5 0 115 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01" />
  </Icon>
);
/** Person. */
export const UserIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </Icon>
);
/** Arrow up. */
export const ArrowUpIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </Icon>
);
/** Bell. */
export const BellIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M6 16V11a6 6 0 1112 0v5l2 2H4z" />
    <path d="M10 21h4" />
  </Icon>
);
/** Wallet (deposit). */
export const WalletIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M16 13h2M3 10h18M6 6l9-3 1 3" />
  </Icon>
);
/** Calendar. */
export const CalendarIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <rect x="3" y="5" width="18" height="16" rx="1" />
    <path d="M3 10h18M8 3v4M16 3v4" />
  </Icon>
);
/** Trophy (results). */
export const TrophyIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M8 4h8v5a4 4 0 01-8 0zM8 6H4c0 3 2 4 4 4M16 6h4c0 3-2 4-4 4M12 13v4M8 21h8M9 17h6" />
  </Icon>
);
/** External link. */
export const ExternalIcon = ({ size = 14 }: IconProps) => (
  <Icon size={size}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
  </Icon>
);
/** Log out. */
export const LogoutIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />
  </Icon>
);
/** Chevron down. */
export const ChevronDownIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);
/** Arrow right (a quick link). */
export const ArrowRightIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 12h14M13 6l6 6-6 6" />
  </Icon>
);
