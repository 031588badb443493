import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFrame } from '../frame/frame-context';
import { useSite } from '../hooks/use-site';

/** Props of `SiteLink`. */
export interface SiteLinkProps {
  /** A page of this site, e.g. `/forgot-password`. */
  readonly page: string;
  /**
   * Posted to the shell when the link leads into the help centre or the cashier from another
   * section (`show_help`, `show_cashier`), so the shell can show the frame in that mode.
   */
  readonly announce?: 'show_help' | 'show_cashier';
  readonly className?: string;
  readonly children: ReactNode;
}

/** A link to another page of the site that keeps the language and `app=`. */
export function SiteLink({ page, announce, className, children }: SiteLinkProps) {
  const { to } = useSite();
  const bridge = useFrame();
  return (
    <Link
      to={to(page)}
      className={className}
      onClick={announce ? () => bridge.post(announce, { page: page.split('#')[0] ?? page }) : undefined}
    >
      {children}
    </Link>
  );
}
