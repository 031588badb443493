import type { ReactNode } from 'react';

/** Props of `Notice`. */
export interface NoticeProps {
  readonly tone: 'error' | 'success' | 'info';
  readonly title?: string;
  readonly children: ReactNode;
}

/**
 * A message block: errors are announced at once (`role="alert"`), success and information
 * politely (`role="status"`).
 */
export function Notice({ tone, title, children }: NoticeProps) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="notice-title">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
