import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/i18n';
import { makeBet, makeLeg } from '../test/fixtures';
import { renderAtMyBets } from '../test/render';
import { BetCard } from './bet-card';

/* Tax and the combo boost in My Bets: the accepted combo boost, the paid one, and RO/GR tax on a card. */
describe('BetCard tax and combo boost', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  const combi = (extra: Parameters<typeof makeBet>[0]) =>
    makeBet({
      id: 7,
      bet_type: 'combi',
      potential_return: 14_600,
      cashout: null,
      legs: [makeLeg(), makeLeg({ position: 1, outcome_id: 702, event_id: 502 })],
      ...extra,
    });

  it('shows an open combi its accepted combo boost and the tax on its potential return', async () => {
    renderAtMyBets(<BetCard bet={combi({ combo_boost: 730, tax: 438 })} format="decimal" timeZone="Europe/London" />);
    const card = await screen.findByRole('article', { name: 'Combi' });
    expect(card).toHaveTextContent('Potential return£146.00');
    expect(card).toHaveTextContent('Combo Boost+£7.30');
    expect(card).toHaveTextContent('Tax£4.38');
  });

  it('shows a won combi the combo boost settlement paid beside what it returned', async () => {
    renderAtMyBets(
      <BetCard
        bet={combi({
          status: 'won',
          payout: 14_600,
          combo_boost: 730,
          combo_boost_paid: 730,
          settled_at: '2030-05-01T20:40:00Z',
        })}
        format="decimal"
        timeZone="Europe/London"
      />,
    );
    const card = await screen.findByRole('article', { name: 'Combi' });
    expect(card).toHaveTextContent('Return£146.00');
    expect(card).toHaveTextContent('Combo Boost paid+£7.30');
    expect(card).not.toHaveTextContent('Tax');
  });

  it('says when a payout was cut to the maximum payout, and not otherwise', async () => {
    const won = { status: 'won' as const, payout: 25_000_000, settled_at: '2030-05-01T20:40:00Z' };
    const { unmount } = renderAtMyBets(
      <BetCard bet={combi({ ...won, payout_capped: true })} format="decimal" timeZone="Europe/London" />,
    );
    expect(await screen.findByRole('article', { name: 'Combi' })).toHaveTextContent(
      'This payout was limited to the maximum payout.',
    );
    unmount();
    renderAtMyBets(<BetCard bet={combi(won)} format="decimal" timeZone="Europe/London" />);
    expect(await screen.findByRole('article', { name: 'Combi' })).not.toHaveTextContent('maximum payout');
  });

  it('shows neither line on a bet without boost or tax', async () => {
    renderAtMyBets(<BetCard bet={combi({})} format="decimal" timeZone="Europe/London" />);
    const card = await screen.findByRole('article', { name: 'Combi' });
    expect(card).not.toHaveTextContent('Combo Boost');
    expect(card).not.toHaveTextContent('Tax');
  });
});
