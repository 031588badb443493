import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** While a listing loads: a polite status line (no layout jump for screen readers). */
export function LoadingState() {
  const { t } = useTranslation('catalog');
  return (
    <p className="catalog-status" role="status">
      <span className="catalog-spinner" aria-hidden="true" />
      {t('states.loading')}
    </p>
  );
}

/** A failed listing with a retry. */
export function ErrorState({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="catalog-status catalog-status--error" role="alert">
      <p>{t('states.error')}</p>
      <button type="button" className="btn btn-blue" onClick={onRetry}>
        {t('states.retry')}
      </button>
    </div>
  );
}

/** An empty listing: 'Sorry no events' (spec 001 §8). */
export function EmptyState({ message }: { readonly message?: string }) {
  const { t } = useTranslation('catalog');
  return <p className="catalog-status catalog-status--empty">{message ?? t('states.empty')}</p>;
}

/** The three states of a query, or its content. */
export function QueryState({
  isPending,
  isError,
  isEmpty,
  onRetry,
  children,
}: {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly isEmpty: boolean;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}) {
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState onRetry={onRetry} />;
  if (isEmpty) return <EmptyState />;
  return <>{children}</>;
}
