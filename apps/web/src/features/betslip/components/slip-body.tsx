import { COMBO_BOOST_MIN_LEG_ODDS, isSkippedSingle } from '@sportsbook/betting';
import type { Money } from '@sportsbook/betting';
import { useTranslation } from 'react-i18next';
import { useSlipStore } from '../../../stores/slip-store';
import type { SlipView } from '../hooks/use-slip-view';
import { AcceptOdds } from './slip-messages';
import { BetTypeTabs } from './bet-type-tabs';
import { FreebetSelect } from './freebet-select';
import { PlaceBet } from './place-bet';
import { SelectionLine } from './selection-line';
import { SlipTotals } from './slip-totals';
import { StakeInput } from './stake-input';
import { SystemSelect } from './system-select';

interface SlipBodyProps {
  readonly view: SlipView;
  /** Mini mode (the mobile floating slip): tabs only above one selection, stakes on the lines. */
  readonly mini: boolean;
  readonly idPrefix: string;
  readonly calculating: boolean;
  readonly onPlace: () => void;
}

/** The slip with selections: tabs, lines, stake and options, totals and Place Bet (spec 000 §2). */
export function SlipBody({ view, mini, idPrefix, calculating, onPlace }: SlipBodyProps) {
  const { t } = useTranslation('betslip');
  const dispatch = useSlipStore((store) => store.dispatch);
  const moves = useSlipStore((store) => store.moves);
  const { slip, currency, locale } = view;
  const count = slip.selections.length;
  const single = slip.betType === 'single';
  // Spec 000 §5: a line's own stake for single with more than 1 selection (from one in mini mode).
  const lineStakes = single && (count > 1 || mini);
  const stakeDisabled = view.freebet !== null;
  const panelId = `${idPrefix}-panel`;
  const setStake = (target: 'single' | 'combi' | 'system', stake: Money | null, outcomeId?: number) =>
    dispatch({ type: 'stakeSet', target, stake, now: Date.now(), ...(outcomeId === undefined ? {} : { outcomeId }) });
  const slipStake =
    slip.betType === 'combi' ? slip.stakeCombi : slip.betType === 'system' ? slip.stakeSystem : slip.stakeSingle;

  return (
    <>
      {!mini || count > 1 ? (
        <BetTypeTabs
          betType={slip.betType}
          availability={view.availability}
          panelId={panelId}
          idPrefix={idPrefix}
          onChoose={(betType) => dispatch({ type: 'betTypeChosen', betType, now: Date.now() })}
        />
      ) : null}
      <div
        id={panelId}
        className="slip-body"
        {...(!mini || count > 1 ? { role: 'tabpanel', 'aria-labelledby': `${idPrefix}-${slip.betType}` } : {})}
      >
        <ul className="slip-lines" aria-label={t('lines')}>
          {slip.selections.map((selection) => (
            <SelectionLine
              key={selection.outcomeId}
              selection={selection}
              format={view.oddsFormat}
              live={slip.live[selection.outcomeId]}
              move={moves[selection.outcomeId]}
              error={view.errors[selection.outcomeId]}
              skipped={count > 1 && isSkippedSingle(slip, selection)}
              currency={currency}
              locale={locale}
              stakeLimits={view.stakeLimits}
              stakeDisabled={stakeDisabled}
              stake={
                lineStakes
                  ? {
                      value: slip.stakes[selection.outcomeId] ?? null,
                      onChange: (stake) => setStake('single', stake, selection.outcomeId),
                    }
                  : null
              }
              eachWay={
                single
                  ? {
                      checked: Boolean(selection.eachWay),
                      onChange: (eachWay) =>
                        dispatch({ type: 'selectionEachWaySet', outcomeId: selection.outcomeId, eachWay }),
                    }
                  : null
              }
              onRemove={() => dispatch({ type: 'selectionRemoved', outcomeId: selection.outcomeId, now: Date.now() })}
            />
          ))}
        </ul>
        {view.showAcceptOdds ? (
          <AcceptOdds onAccept={() => dispatch({ type: 'oddsChangesAccepted', now: Date.now() })} />
        ) : null}
        <div className="slip-options">
          {slip.betType === 'system' ? (
            <SystemSelect
              options={view.systemOptions}
              chosen={view.systemOption}
              onChoose={(systemType) => dispatch({ type: 'systemTypeChosen', systemType })}
            />
          ) : null}
          {view.eachWayToggle ? (
            <label className="slip-check">
              <input type="checkbox" checked={slip.eachWay} onChange={() => dispatch({ type: 'eachWayToggled' })} />
              {t('eachWay.label')}
            </label>
          ) : null}
          {!lineStakes ? (
            <StakeInput
              value={slipStake}
              onChange={(stake) => setStake(slip.betType, stake)}
              currency={currency}
              locale={locale}
              limits={view.stakeLimits}
              disabled={stakeDisabled}
              {...(slip.betType === 'system' ? { suffix: t('stake.perLine') } : {})}
            />
          ) : null}
          <FreebetSelect
            options={view.freebetOptions}
            active={view.freebet}
            currency={currency}
            locale={locale}
            onChoose={(freebetId) => dispatch({ type: 'freebetChosen', freebetId })}
          />
        </div>
        <SlipTotals
          totals={view.totals}
          tax={view.tax}
          picks={view.picks}
          showBoostHint={view.comboBoost !== null && slip.betType === 'combi' && view.boostPercent === 0}
          boostMinOdds={view.comboBoost ? (view.comboBoost.min_leg_odds ?? COMBO_BOOST_MIN_LEG_ODDS) : null}
          currency={currency}
          locale={locale}
          maxPayout={view.overMaxPayout ? view.maxPayout : null}
        />
        <PlaceBet reason={view.disabledReason} loggedIn={view.loggedIn} busy={calculating} onPlace={onPlace} />
      </div>
    </>
  );
}
