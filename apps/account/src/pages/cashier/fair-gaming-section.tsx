import { useTranslation } from 'react-i18next';
import { BlockForm } from './block-form';
import type { CashierSectionProps } from './cashier-types';
import { LimitsForm } from './limits-form';
import { RealityCheckForm } from './reality-check-form';

/** Props of `FairGamingSection`. */
export interface FairGamingSectionProps extends CashierSectionProps {
  readonly onBlocked: (message: string) => void;
}

/**
 * `/cashier/fair-gaming`: the responsible-gambling tools regulated markets require — deposit
 * limits with a cooling-off, time-out, self-exclusion and the reality check (decision 017).
 */
export function FairGamingSection({ token, balance, onAuthError, onBlocked }: FairGamingSectionProps) {
  const { t } = useTranslation('cashier');
  return (
    <div className="stack stack-large">
      <p>{t('fairGaming.intro')}</p>
      <section className="panel">
        <LimitsForm token={token} currency={balance?.currency ?? null} onAuthError={onAuthError} />
      </section>
      <section className="panel">
        <RealityCheckForm token={token} onAuthError={onAuthError} />
      </section>
      <section className="panel">
        <BlockForm kind="timeOut" token={token} onAuthError={onAuthError} onBlocked={onBlocked} />
      </section>
      <section className="panel">
        <BlockForm kind="selfExclusion" token={token} onAuthError={onAuthError} onBlocked={onBlocked} />
      </section>
    </div>
  );
}
