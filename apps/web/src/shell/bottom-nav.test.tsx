import { createSlipState } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/betting';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSlipStore } from '../stores/slip-store';
import { BottomNav } from './bottom-nav';
import { renderInApp, setUpI18n } from '../test/render-in-app';

function selection(outcomeId: number): SlipSelection {
  return {
    eventId: 100 + outcomeId,
    marketId: 200 + outcomeId,
    outcomeId,
    odds: 2.5,
    eventName: `Home ${outcomeId} v Away`,
    marketName: 'Match Result',
    marketType: 'match_result',
    outcomeName: 'Home',
    isSuspended: false,
  };
}

describe('the bottom navigation', () => {
  beforeAll(setUpI18n);
  beforeEach(() => useSlipStore.setState({ slip: createSlipState(Date.now()) }));

  it('has the five tabs', () => {
    renderInApp(<BottomNav />);
    expect(screen.getByRole('link', { name: 'Sports' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'In-Play' })).toHaveAttribute('href', '/live');
    expect(screen.getByRole('button', { name: 'Bet Slip, selections: 0' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Bets' })).toHaveAttribute('href', '/account-bets');
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/promotions');
  });

  it('keeps the Bet Slip tab dimmed and inert while the slip is empty', async () => {
    const user = userEvent.setup();
    renderInApp(<BottomNav />);
    const tab = screen.getByRole('button', { name: 'Bet Slip, selections: 0' });
    expect(tab).toBeDisabled();
    expect(tab).toHaveClass('bottom-nav__tab--dimmed');
    await user.click(tab);
    expect(useSlipStore.getState().slip.visible).toBe(false);
  });

  it('shows the selection count and opens the floating slip', async () => {
    const user = userEvent.setup();
    for (const id of [1, 2]) useSlipStore.getState().toggle(selection(id));
    renderInApp(<BottomNav />);
    const tab = screen.getByRole('button', { name: 'Bet Slip, selections: 2' });
    expect(tab).toBeEnabled();
    expect(tab).toHaveTextContent('2');
    await user.click(tab);
    expect(useSlipStore.getState().slip.visible).toBe(true);
  });
});
