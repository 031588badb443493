import {
  activeFreebet,
  betTypeAvailability,
  canToggleEachWay,
  chosenSystemOption,
  comboBoostPercent,
  DEFAULT_TAX_RULES,
  freebetOptions,
  pickCount,
  exceedsMaxPayout,
  selectionErrors,
  slipDisabledReason,
  showAcceptOddsButton,
  slipSystemOptions,
  slipTax,
  slipTotals,
} from '@sportsbook/betting';
import type {
  AcceptOdds,
  ComboBoostConfig,
  ErrorCode,
  Freebet,
  FreebetOption,
  Money,
  OddsFormat,
  SlipDisabledReason,
  SlipState,
  StakeLimits,
  SystemOption,
  Totals,
} from '@sportsbook/betting';
import { useAcceptOdds, useOddsFormat } from '../../../hooks/use-preferences';
import { selectLoggedIn, useSessionStore } from '../../../stores/session-store';
import { useSiteStore } from '../../../stores/site-store';
import { useSlipStore } from '../../../stores/slip-store';
import { useComboBoost } from './use-combo-boost';
import { useStakeLimits } from './use-stake-limits';
import { useFreebets } from './use-freebets';
import { useMaxPayout } from './use-max-payout';

/** Everything the slip shows, read from the store and derived by the core's selectors. */
export interface SlipView {
  readonly slip: SlipState;
  readonly loggedIn: boolean;
  readonly currency: string;
  /** The brand's stake limits in `currency` (decision 105). */
  readonly stakeLimits: StakeLimits;
  readonly locale: string;
  readonly oddsFormat: OddsFormat;
  readonly acceptOdds: AcceptOdds;
  readonly freebets: readonly Freebet[];
  readonly comboBoost: ComboBoostConfig | null;
  /** The combo boost percent the slip's boosted lines earn as a combi (0 = none yet). */
  readonly boostPercent: number;
  readonly availability: Record<SlipState['betType'], boolean>;
  readonly errors: Readonly<Record<string, ErrorCode>>;
  readonly systemOptions: readonly SystemOption[];
  readonly systemOption: SystemOption | null;
  readonly picks: number;
  readonly totals: Totals;
  /**
   * The tax the country withholds if the slip's bets win (the server's own rule, per bet);
   * null where the country has none (RO and GR have one).
   */
  readonly tax: Money | null;
  readonly freebetOptions: readonly FreebetOption[];
  readonly freebet: Freebet | null;
  readonly eachWayToggle: boolean;
  readonly showAcceptOdds: boolean;
  /** The maximum payout of one bet (`/v1/config`), null until known. */
  readonly maxPayout: Money | null;
  /** A bet of the slip would return more than the maximum payout: the slip shows the cap. */
  readonly overMaxPayout: boolean;
  readonly disabledReason: SlipDisabledReason | null;
}

/** The slip as the UI renders it; the UI adds no rule of its own (every value comes from the core). */
export function useSlipView(): SlipView {
  const slip = useSlipStore((store) => store.slip);
  const loggedIn = useSessionStore(selectLoggedIn);
  const balance = useSessionStore((state) => state.balance);
  const sessionCurrency = useSessionStore((state) => state.currency);
  const siteCurrency = useSiteStore((state) => state.config.currency);
  const country = useSiteStore((state) => state.country);
  const locale = useSiteStore((state) => state.language);
  const oddsFormat = useOddsFormat();
  const acceptOdds = useAcceptOdds();
  const freebets = useFreebets();
  const comboBoost = useComboBoost();
  const maxPayout = useMaxPayout();
  const currency = sessionCurrency ?? siteCurrency;
  const stakeLimits = useStakeLimits(currency);
  const context = { freebets, comboBoost };
  const taxRule = DEFAULT_TAX_RULES[country] ?? null;
  return {
    slip,
    loggedIn,
    currency,
    stakeLimits,
    locale,
    oddsFormat,
    acceptOdds,
    freebets,
    comboBoost,
    boostPercent: comboBoostPercent(slip.selections, comboBoost),
    availability: betTypeAvailability(slip),
    errors: selectionErrors(slip),
    systemOptions: slipSystemOptions(slip),
    systemOption: chosenSystemOption(slip),
    picks: pickCount(slip),
    totals: slipTotals(slip, context),
    tax: taxRule ? slipTax(slip, context, taxRule) : null,
    freebetOptions: freebetOptions(slip, freebets),
    freebet: activeFreebet(slip, freebets),
    eachWayToggle: canToggleEachWay(slip),
    showAcceptOdds: showAcceptOddsButton(slip, acceptOdds),
    maxPayout,
    overMaxPayout: exceedsMaxPayout(slip, context, maxPayout),
    // A guest is never disabled for lack of money: the press opens login (spec 000 §5).
    disabledReason: slipDisabledReason(slip, {
      ...context,
      stakeLimits,
      balance: loggedIn ? balance : null,
      maxPayout,
    }),
  };
}
