import { finalScoreSchema } from '@sportsbook/protocol';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { FinalScoreView } from './final-score';

/** A golf result as `GET /v1/results` answers it: the top of the board, shared places, totals to par. */
const LEADERBOARD = finalScoreSchema.parse({
  kind: 'leaderboard',
  places: [
    { position: 1, name: 'Scottie Scheffler', tied: false, to_par: -14 },
    { position: 2, name: 'Rory McIlroy', tied: false, to_par: -12 },
    { position: 3, name: 'Jon Rahm', tied: true, to_par: -10 },
    { position: 3, name: 'Shane Lowry', tied: true, to_par: -10 },
    { position: 5, name: 'Sepp Straka', tied: false, to_par: 0 },
    { position: 6, name: 'Min Woo Lee', tied: false, to_par: 2 },
  ],
});

describe('the golf row of the Results page', () => {
  it('shows the leaderboard in order with shared places as T3 and totals to par', async () => {
    await renderWithProviders(<FinalScoreView score={LEADERBOARD} />);
    const board = screen.getByRole('list', { name: 'Leaderboard' });
    const lines = within(board)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      '1. Scottie Scheffler -14',
      '2. Rory McIlroy -12',
      'T3. Jon Rahm -10',
      'T3. Shane Lowry -10',
      '5. Sepp Straka E',
      '6. Min Woo Lee +2',
    ]);
    expect(within(board).getAllByTitle('Tied')).toHaveLength(2);
    expect(within(board).getAllByTitle('Total to par')).toHaveLength(6);
  });

  it('shows a result stored before leaderboards (the winner only) without a total', async () => {
    await renderWithProviders(
      <FinalScoreView
        score={{ kind: 'leaderboard', places: [{ position: 1, name: 'Jon Rahm', tied: false, to_par: null }] }}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toBe('1. Jon Rahm');
    expect(screen.queryByTitle('Total to par')).toBeNull();
  });

  it('labels the board in the player language', async () => {
    await renderWithProviders(<FinalScoreView score={LEADERBOARD} />);
    await changeLanguage('de');
    expect(await screen.findAllByTitle('Gesamt zu Par')).toHaveLength(6);
    await changeLanguage('en');
  });
});
