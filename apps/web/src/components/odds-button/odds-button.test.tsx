import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import { FLASH_MS, liveOdds } from '../../lib/realtime/live-odds';
import { useSettingsStore } from '../../stores/settings-store';
import { useSlipStore } from '../../stores/slip-store';
import { createSlipState } from '@sportsbook/betting';
import { makeMarket, makeMatch, makeOutcome } from '../../test/catalog-fixtures';
import { OddsButton } from './odds-button';

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  liveOdds.clear();
  useSlipStore.setState({ slip: createSlipState(Date.now()) });
  useSettingsStore.setState({ oddsFormat: 'decimal' });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderButton(outcomeOverrides = {}, marketOverrides = {}) {
  const outcome = makeOutcome('Arsenal', 2.375, {
    display_odds: { decimal: '2.37', fractional: '11/8', american: '+137.5' },
    ...outcomeOverrides,
  });
  const market = makeMarket('Match Result', '1x2', [outcome], marketOverrides);
  const event = makeMatch({ markets: [market] });
  render(<OddsButton event={event} market={market} outcome={market.outcomes[0]!} />);
  return { event, market, outcome: market.outcomes[0]! };
}

describe('OddsButton', () => {
  it('is named by the outcome and the price shown in the chosen format', () => {
    const { outcome } = renderButton();
    const button = screen.getByRole('button', { name: 'Arsenal 2.37' });
    expect(button).toHaveAttribute('data-outcome-id', String(outcome.id));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows fractional and american prices from the display odds', () => {
    useSettingsStore.setState({ oddsFormat: 'fractional' });
    renderButton();
    expect(screen.getByRole('button', { name: 'Arsenal 11/8' })).toBeInTheDocument();
    act(() => useSettingsStore.setState({ oddsFormat: 'american' }));
    expect(screen.getByRole('button', { name: 'Arsenal +137.5' })).toBeInTheDocument();
  });

  it('computes the price in the chosen format when trading sent no display odds', () => {
    useSettingsStore.setState({ oddsFormat: 'fractional' });
    renderButton({ odds: 3, display_odds: null });
    expect(screen.getByRole('button', { name: 'Arsenal 2/1' })).toBeInTheDocument();
  });

  it('locks and disables an unpriced outcome', () => {
    renderButton({ odds: 1, display_odds: null });
    const button = screen.getByRole('button', { name: /Arsenal/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleName('Arsenal Not available');
  });

  it('locks the outcomes of a suspended market, and unlocks them when a push lifts it', () => {
    const { outcome } = renderButton({}, { is_suspended: true });
    expect(screen.getByRole('button', { name: 'Arsenal Suspended' })).toBeDisabled();
    act(() => liveOdds.set([{ id: outcome.id, odds: 2.375, is_suspended: false }]));
    expect(screen.getByRole('button', { name: /Arsenal 2.37/ })).toBeEnabled();
  });

  it('flashes up when the price rises and stops after the flash time', () => {
    vi.useFakeTimers();
    const { outcome } = renderButton();
    act(() => liveOdds.set([{ id: outcome.id, odds: 2.375, display_odds: null }], { flash: false }));
    act(() => liveOdds.set([{ id: outcome.id, odds: 2.6, display_odds: { decimal: '2.60' } }]));
    const button = screen.getByRole('button', { name: 'Arsenal 2.60' });
    expect(button).toHaveClass('odds-button--up');
    expect(button.querySelector('.odds-button__flash')).not.toBeNull();
    act(() => vi.advanceTimersByTime(FLASH_MS));
    expect(button).not.toHaveClass('odds-button--up');
  });

  it('keeps flashing a price that moved again for the flash time of its newest move', () => {
    vi.useFakeTimers();
    const { outcome } = renderButton();
    act(() => liveOdds.set([{ id: outcome.id, odds: 2.375, display_odds: null }], { flash: false }));
    act(() => liveOdds.set([{ id: outcome.id, odds: 2.6, display_odds: { decimal: '2.60' } }]));
    act(() => vi.advanceTimersByTime(FLASH_MS / 2));
    act(() => liveOdds.set([{ id: outcome.id, odds: 2.8, display_odds: { decimal: '2.80' } }]));
    const button = screen.getByRole('button', { name: 'Arsenal 2.80' });
    act(() => vi.advanceTimersByTime(FLASH_MS / 2));
    expect(button).toHaveClass('odds-button--up');
    act(() => vi.advanceTimersByTime(FLASH_MS / 2));
    expect(button).not.toHaveClass('odds-button--up');
  });

  it('flashes down when the price drifts in', () => {
    const { outcome } = renderButton();
    act(() => liveOdds.set([{ id: outcome.id, odds: 2.375 }], { flash: false }));
    act(() => liveOdds.set([{ id: outcome.id, odds: 1.9, display_odds: { decimal: '1.90' } }]));
    expect(screen.getByRole('button', { name: 'Arsenal 1.90' })).toHaveClass('odds-button--down');
  });

  it('adds its selection to the slip, shows it pressed, and removes it on a second press', async () => {
    const user = userEvent.setup();
    const { event, market, outcome } = renderButton({ combo_boost_available: true });
    const button = screen.getByRole('button', { name: 'Arsenal 2.37' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(useSlipStore.getState().slip.selections).toEqual([
      expect.objectContaining({
        outcomeId: outcome.id,
        eventId: event.id,
        marketId: market.id,
        marketType: '1x2',
        odds: 2.375,
        isStartingPrice: false,
        comboBoost: true,
        isLive: false,
        startsAt: event.starts_at,
        sportCategory: 'sport',
      }),
    ]);
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(useSlipStore.getState().slip.selections).toEqual([]);
  });

  it('works by keyboard', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Arsenal 2.37' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(useSlipStore.getState().slip.selections).toHaveLength(1);
  });

  it('adds a runner at starting price from the SP button, switching from the fixed price', async () => {
    const user = userEvent.setup();
    const runner = makeOutcome('Wild Rover', 7, { is_starting_price: true, is_each_way: true, has_ew: true });
    const market = makeMarket('Win or Each Way', 'win', [runner], { ew_price: 5, ew_place: 3 });
    const race = makeMatch({ home_team: null, away_team: null, name: '11:00 Cheltenham', markets: [market] });
    const outcome = market.outcomes[0]!;
    render(
      <>
        <OddsButton event={race} market={market} outcome={outcome} />
        <OddsButton event={race} market={market} outcome={outcome} startingPrice />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Wild Rover 7.00' }));
    await user.click(screen.getByRole('button', { name: 'Wild Rover Starting price' }));
    expect(useSlipStore.getState().slip.selections).toEqual([
      expect.objectContaining({ outcomeId: outcome.id, isStartingPrice: true, ewPrice: 5, ewPlace: 3 }),
    ]);
    expect(screen.getByRole('button', { name: 'Wild Rover 7.00' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('live prices', () => {
  it('re-render only the button whose price changed', () => {
    const outcomes = ['One', 'Two', 'Three', 'Four'].map((name, index) => makeOutcome(name, 2 + index));
    const market = makeMarket('Winner', 'winner', outcomes);
    const event = makeMatch({ markets: [market] });
    liveOdds.set(
      market.outcomes.map((outcome) => ({ ...outcome })),
      { flash: false },
    );
    const commits = new Map<string, number>();
    const count = (id: string) => commits.set(id, (commits.get(id) ?? 0) + 1);
    render(
      <>
        {market.outcomes.map((outcome) => (
          <Profiler key={outcome.id} id={String(outcome.id)} onRender={count}>
            <OddsButton event={event} market={market} outcome={outcome} />
          </Profiler>
        ))}
      </>,
    );
    const before = new Map(commits);
    const changed = market.outcomes[2]!;
    act(() => liveOdds.set([{ id: changed.id, odds: 6.5, display_odds: { decimal: '6.50' } }]));
    for (const outcome of market.outcomes) {
      const extra = (commits.get(String(outcome.id)) ?? 0) - (before.get(String(outcome.id)) ?? 0);
      expect(extra, outcome.name).toBe(outcome.id === changed.id ? 1 : 0);
    }
    // Writing the same price again notifies nobody.
    const after = new Map(commits);
    act(() => liveOdds.set([{ id: changed.id, odds: 6.5, display_odds: { decimal: '6.50' } }]));
    expect(commits).toEqual(after);
  });
});
