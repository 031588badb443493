import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBetBuilderStrings } from '../i18n/bet-builder-strings';
import { initI18n } from '../i18n/i18n';
import { readFrameParams } from '../lib/bet-builder-frame-params';
import { FrameApp } from './frame-app';

const MARKETS = {
  status: 1,
  data: {
    event: {
      id: 77,
      name: 'Home FC v Away FC',
      sport: 'football',
      start_time: '2030-01-01T15:00:00.000Z',
      live: false,
    },
    markets: [
      {
        id: 1,
        name: 'Match Result',
        type: '1x2',
        outcomes: [
          { id: 11, name: 'Home FC', odds: 2.1, suspended: false },
          { id: 12, name: 'Draw', odds: 3.4, suspended: false },
          { id: 13, name: 'Away FC', odds: 3.6, suspended: true },
        ],
      },
      {
        id: 2,
        name: 'Correct Score',
        type: 'correct_score',
        outcomes: [{ id: 21, name: '0-1', odds: 9, suspended: false }],
      },
    ],
    popular: [],
  },
};

const MARKETS_WITH_POPULAR = structuredClone(MARKETS) as Omit<typeof MARKETS, 'data'> & {
  data: Omit<(typeof MARKETS)['data'], 'popular'> & {
    popular: { precanned_id: string; name: string; selections: { outcome_id: number }[]; odds: number }[];
  };
};

function ticket(ids: number[]) {
  const odds = ids.includes(21) && ids.includes(11) ? 0 : ids.length === 1 ? 2.1 : 5.25;
  return {
    status: 1,
    ticket: {
      id: `bb77-${ids.join('-')}`,
      name: 'Bet Builder',
      odds,
      display_odds: odds === 0 ? null : { decimal: odds.toFixed(2), fractional: '17/4', american: '+425' },
      selections: ids.map((id) => ({
        id,
        description: `Pick ${id}`,
        description_translated: `Pick ${id}`,
        error: false,
      })),
    },
  };
}

describe('the Bet Builder frame page', () => {
  const parent = { postMessage: vi.fn() };
  const bodies: { selections: { outcome_id: number }[]; precanned_id: string | null }[] = [];
  beforeEach(async () => {
    await initI18n('en');
    await loadBetBuilderStrings('en');
    parent.postMessage.mockReset();
    bodies.length = 0;
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, window.location.href);
      if (url.pathname === '/v1/betbuilder/markets') {
        expect(url.searchParams.get('event_id')).toBe('77');
        return Response.json(MARKETS);
      }
      const body = JSON.parse(String(init.body)) as (typeof bodies)[number];
      bodies.push(body);
      return Response.json(ticket(body.selections.map((selection) => selection.outcome_id)));
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderFrame = (search = '?event_id=77&bookmaker=gb&country=gb&lang=en&odds_format=fractional') =>
    render(<FrameApp params={readFrameParams(search)} parentWindow={parent as unknown as Window} />);
  const posted = () => parent.postMessage.mock.calls.map(([message, origin]) => ({ message, origin }));

  it('lists the markets as outcome buttons, prices the picks live and posts each ticket id to its own origin', async () => {
    const user = userEvent.setup();
    renderFrame();
    const home = await screen.findByRole('button', { name: /Home FC.*11\/10/ });
    expect(home).toHaveAttribute('data-outcome-id', '11');
    expect(screen.getByRole('button', { name: /Away FC/ })).toBeDisabled();
    expect(posted()).toEqual([{ message: { source: 'betbuilder', type: 'ready' }, origin: window.location.origin }]);

    await user.click(home);
    expect(home).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Pick at least two selections')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Draw/ }));
    await vi.waitFor(() => expect(screen.getByTestId('betbuilder-odds')).toHaveTextContent('17/4'));
    expect(bodies.at(-1)).toMatchObject({
      event_id: 77,
      selections: [{ outcome_id: 11 }, { outcome_id: 12 }],
      precanned_id: null,
      country: 'gb',
    });
    expect(posted().at(-1)).toEqual({
      message: { source: 'betbuilder', type: 'ticket', ticket_id: 'bb77-11-12', event_id: '77', precanned_id: null },
      origin: window.location.origin,
    });

    await user.click(screen.getByRole('button', { name: 'Add to Bet Slip' }));
    expect(posted().at(-1)?.message).toEqual({ source: 'betbuilder', type: 'done' });
  });

  it('says when picks cannot be combined, and posts cleared when every pick is removed', async () => {
    const user = userEvent.setup();
    renderFrame('?event_id=77&bookmaker=gb&lang=en&selections=11');
    await screen.findByRole('button', { name: /Home FC/ });
    await user.click(screen.getByRole('button', { name: /0-1/ }));
    const bar = screen.getByRole('status');
    await vi.waitFor(() =>
      expect(bar).toHaveTextContent(
        'Some selections for this event can’t be combined. Please remove some selections to proceed.',
      ),
    );
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Clear selections' }));
    await vi.waitFor(() =>
      expect(posted().at(-1)?.message).toEqual({ source: 'betbuilder', type: 'cleared', event_id: '77' }),
    );
  });

  it('starts over on reset from its parent only', async () => {
    renderFrame('?event_id=77&bookmaker=gb&lang=en&selections=11,12');
    const home = await screen.findByRole('button', { name: /Home FC/ });
    await vi.waitFor(() => expect(home).toHaveAttribute('aria-pressed', 'true'));
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'sportsbook', type: 'reset' },
          origin: window.location.origin,
          source: window,
        }),
      );
    });
    expect(home).toHaveAttribute('aria-pressed', 'true');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { source: 'sportsbook', type: 'reset' },
          origin: window.location.origin,
          source: parent as unknown as Window,
        }),
      );
    });
    expect(home).toHaveAttribute('aria-pressed', 'false');
  });

  it("lists the match's Popular Bet Builders with their price; choosing one makes its legs the picks and prices them as that precanned_id", async () => {
    const user = userEvent.setup();
    MARKETS_WITH_POPULAR.data.popular = [
      {
        precanned_id: 'home-draw',
        name: 'Home FC & Draw',
        selections: [{ outcome_id: 11 }, { outcome_id: 12 }],
        odds: 5.25,
      },
      {
        precanned_id: 'home-0-1',
        name: 'Home FC & 0-1',
        selections: [{ outcome_id: 11 }, { outcome_id: 21 }],
        odds: 7.5,
      },
    ];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, window.location.href);
      if (url.pathname === '/v1/betbuilder/markets') return Response.json(MARKETS_WITH_POPULAR);
      const body = JSON.parse(String(init.body)) as (typeof bodies)[number];
      bodies.push(body);
      return Response.json(ticket(body.selections.map((selection) => selection.outcome_id)));
    });
    renderFrame();
    const popular = await screen.findByRole('region', { name: 'Popular Bet Builders' });
    const choices = within(popular).getAllByRole('button');
    expect(choices.map((choice) => choice.textContent)).toEqual(['Home FC & Draw17/4', 'Home FC & 0-113/2']);
    expect(choices[0]).toHaveAttribute('aria-pressed', 'false');

    await user.click(choices[0]!);
    expect(choices[0]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Home FC.*11\/10/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Draw.*12\/5/ })).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(screen.getByTestId('betbuilder-odds')).toHaveTextContent('17/4'));
    expect(bodies.at(-1)).toMatchObject({
      selections: [{ outcome_id: 11 }, { outcome_id: 12 }],
      precanned_id: 'home-draw',
    });
    expect(posted().at(-1)?.message).toEqual({
      source: 'betbuilder',
      type: 'ticket',
      ticket_id: 'bb77-11-12',
      event_id: '77',
      precanned_id: 'home-draw',
    });

    // Another one replaces the picks and the precanned_id; unpicking a leg un-chooses it.
    await user.click(choices[1]!);
    expect(choices[0]).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: /^Draw/ })).toHaveAttribute('aria-pressed', 'false');
    await vi.waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({
        selections: [{ outcome_id: 11 }, { outcome_id: 21 }],
        precanned_id: 'home-0-1',
      }),
    );
    await user.click(screen.getByRole('button', { name: /0-1.*8\/1/ }));
    expect(choices[1]).toHaveAttribute('aria-pressed', 'false');
    // The picks are the bettor's own again: priced and posted without a precanned_id.
    await vi.waitFor(() =>
      expect(bodies.at(-1)).toMatchObject({ selections: [{ outcome_id: 11 }], precanned_id: null }),
    );
    await user.click(screen.getByRole('button', { name: /^Draw/ }));
    await vi.waitFor(() =>
      expect(posted().at(-1)?.message).toMatchObject({ ticket_id: 'bb77-11-12', precanned_id: null }),
    );
  });

  it('shows no popular section when the match has none', async () => {
    renderFrame();
    await screen.findByRole('button', { name: /Home FC/ });
    expect(screen.queryByRole('region', { name: 'Popular Bet Builders' })).toBeNull();
  });

  it('says when the match has no Bet Builder', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ status: 0, message: 'BETBUILDER_UNAVAILABLE' }, { status: 404 }),
    );
    renderFrame();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bet Builder is not available for this match.');
  });
});
