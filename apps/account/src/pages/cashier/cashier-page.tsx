import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toMinor } from '@sportsbook/betting';
import { fetchMainDynamicConfig } from '../../api/account-api';
import { Notice } from '../../components/notice';
import { SectionLayout } from '../../components/section-layout';
import { SiteLink } from '../../components/site-link';
import { expireSession, publishBalance } from '../../frame/account-actions';
import { useFrame } from '../../frame/frame-context';
import { useAsync } from '../../hooks/use-async';
import { useSite } from '../../hooks/use-site';
import { ApiError } from '../../lib/http';
import { showMoney } from '../../lib/money';
import { useSession } from '../../lib/session';
import { CASHIER_SECTIONS } from '../../lib/site-pages';
import type { CashierSection } from '../../lib/site-pages';
import type { CashierBalance } from './cashier-types';
import { DepositSection } from './deposit-section';
import { FairGamingSection } from './fair-gaming-section';
import { HistorySection } from './history-section';
import { MyAccountSection } from './my-account-section';
import { WithdrawSection } from './withdraw-section';

const SECTION_TITLES: Readonly<Record<CashierSection, string>> = {
  deposit: 'tabs.deposit',
  withdraw: 'tabs.withdraw',
  history: 'tabs.history',
  'my-account': 'tabs.myAccount',
  'fair-gaming': 'tabs.fairGaming',
};

function CashierTabs({ section }: { readonly section: CashierSection | null }) {
  const { t } = useTranslation('cashier');
  return (
    <nav className="tabs" aria-label={t('nav')}>
      {CASHIER_SECTIONS.map((id) => (
        <SiteLink key={id} page={`/cashier/${id}`} className={id === section ? 'tab tab-current' : 'tab'}>
          {t(SECTION_TITLES[id])}
        </SiteLink>
      ))}
    </nav>
  );
}

interface CashierProps {
  readonly token: string;
  readonly section: CashierSection | null;
  readonly onBlocked: (message: string) => void;
}

function Cashier({ token, section, onBlocked }: CashierProps) {
  const { t } = useTranslation('cashier');
  const { language } = useSite();
  const bridge = useFrame();
  const config = useAsync(token, () => fetchMainDynamicConfig(token));
  const balance: CashierBalance | null =
    config.status === 'ready'
      ? {
          minor: toMinor(config.value.auth_config.user.balance.total),
          currency: config.value.auth_config.user.balance.currency,
        }
      : null;
  const { set } = config;
  const onMoneyMoved = useCallback(async () => {
    const fresh = await publishBalance(bridge);
    if (fresh) set(fresh);
  }, [bridge, set]);
  const onAuthError = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.code !== 'NOT_AUTHENTICATED') return false;
      expireSession(bridge);
      return true;
    },
    [bridge],
  );
  const props = { token, balance, onMoneyMoved, onAuthError };

  if (section === 'fair-gaming') return <FairGamingSection {...props} onBlocked={onBlocked} />;
  return (
    <div className="stack">
      <p className="balance-line">
        <span>{t('balance')}</span>
        <strong data-testid="account-balance">
          {balance ? showMoney(balance.minor, balance.currency, language) : '…'}
        </strong>
      </p>
      {section === 'deposit' ? <DepositSection {...props} /> : null}
      {section === 'withdraw' ? <WithdrawSection {...props} /> : null}
      {section === 'history' ? <HistorySection {...props} /> : null}
      {section === 'my-account' ? <MyAccountSection {...props} /> : null}
      {section === null ? <Notice tone="info">{t('unknownSection')}</Notice> : null}
    </div>
  );
}

/** `/cashier/{section}`: deposit, withdraw, history, my account, responsible gambling (closing posts `close_cashier`). */
export default function CashierPage({ section }: { readonly section: CashierSection | null }) {
  const { t } = useTranslation('cashier');
  const session = useSession();
  const [farewell, setFarewell] = useState<string | null>(null);
  const title = section ? t(SECTION_TITLES[section]) : t('title');

  let body;
  if (farewell) body = <Notice tone="success">{farewell}</Notice>;
  else if (!session) {
    body = (
      <div className="stack">
        <Notice tone="info" title={t('loginRequired.title')}>
          <p>{t('loginRequired.body')}</p>
        </Notice>
        <SiteLink page="/login" className="button button-block">
          {t('loginRequired.action')}
        </SiteLink>
      </div>
    );
  } else body = <Cashier token={session.token} section={section} onBlocked={setFarewell} />;

  return (
    <SectionLayout title={title} closeEvent="close_cashier" nav={<CashierTabs section={section} />}>
      {body}
    </SectionLayout>
  );
}
