import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFrame } from '../frame/frame-context';

/** Which close message a section's close button posts (spec 001 §7). */
export type CloseEvent = 'close' | 'close_help' | 'close_cashier';

/** Props of `SectionLayout`. */
export interface SectionLayoutProps {
  readonly title: string;
  readonly closeEvent: CloseEvent;
  /** Navigation of the section (cashier tabs, help topics), under the title. */
  readonly nav?: ReactNode;
  readonly children: ReactNode;
}

/**
 * A page of the account site: a title row with the close button the shell listens to (`close`,
 * `close_help` or `close_cashier` — the shell answers `hide_iframe`) and the page body as a card.
 */
export function SectionLayout({ title, closeEvent, nav, children }: SectionLayoutProps) {
  const { t } = useTranslation('common');
  const bridge = useFrame();
  return (
    <div className="page">
      <header className="page-header">
        <h1>{title}</h1>
        <button type="button" className="close-button" onClick={() => bridge.post(closeEvent, {})}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('close')}</span>
        </button>
      </header>
      {nav}
      <main className="card">{children}</main>
    </div>
  );
}
