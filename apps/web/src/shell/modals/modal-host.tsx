import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useUiStore } from '../../stores/ui-store';
import { BetBuilderModal, SettingsModal, StatsModal } from '../lazy-features';

// Modals load when first opened: none is part of the first screen.
const DepositModal = lazy(() => import('./deposit-modal').then((m) => ({ default: m.DepositModal })));
const ForbiddenModal = lazy(() => import('./forbidden-modal').then((m) => ({ default: m.ForbiddenModal })));
const GenericModal = lazy(() => import('./generic-modal').then((m) => ({ default: m.GenericModal })));

function modalOf(modal: string | null): ReactNode {
  switch (modal) {
    case 'generic':
      return <GenericModal />;
    case 'forbidden':
      return <ForbiddenModal />;
    case 'deposit':
      return <DepositModal />;
    case 'settings':
      return <SettingsModal />;
    case 'stats':
      return <StatsModal />;
    case 'betbuilder':
      return <BetBuilderModal />;
    default:
      return null;
  }
}

/** Renders the open modal of the ui store (one at a time), each loaded on demand. */
export function ModalHost() {
  const modal = useUiStore((state) => state.modal);
  const content = modalOf(modal);
  return content === null ? null : <Suspense fallback={null}>{content}</Suspense>;
}
