import { LANGUAGES } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { builderLanguage, describeLeg } from './describe';
import type { LegWords } from './describe';

const teams = { home: 'Arsenal', away: 'Chelsea', name: '' };
const leg = (type: string, line: number | null, key: string, name = ''): LegWords => ({
  ...teams,
  type,
  line,
  key,
  name,
});

/** Every market kind the builder prices, with the outcomes it has. */
const ALL_LEGS: readonly LegWords[] = [
  leg('1x2', null, 'home'),
  leg('1x2', null, 'draw'),
  leg('1x2', null, 'away'),
  leg('double_chance', null, '1X'),
  leg('double_chance', null, '12'),
  leg('double_chance', null, 'X2'),
  leg('draw_no_bet', null, 'home'),
  leg('total_goals', 2.5, 'over'),
  leg('total_goals', 0.5, 'under'),
  leg('btts', null, 'yes'),
  leg('btts', null, 'no'),
  leg('correct_score', null, '2-1'),
  leg('correct_score', null, 'other'),
  leg('asian_handicap', -1.5, 'home'),
  leg('asian_handicap', -1.5, 'away'),
  leg('european_handicap', 1, 'draw'),
  leg('half_time_result', null, 'away'),
  leg('second_half_result', null, 'draw'),
  leg('home_total_goals', 1.5, 'over'),
  leg('away_total_goals', 0.5, 'under'),
  leg('anytime_goalscorer', null, 'h1', 'Bukayo Sakura'),
  // Basketball (its own teams: its moneyline reads like the match result).
  { ...leg('moneyline', null, 'away'), home: 'Lakers', away: 'Celtics' },
  leg('spread', 4.5, 'away'),
  leg('total', 210.5, 'over'),
  // Tennis (its own players).
  { ...leg('match_winner', null, 'B'), home: 'Ana Ruiz', away: 'Mia Berg' },
  { ...leg('set_betting', null, '1-2'), home: 'Ana Ruiz', away: 'Mia Berg' },
  leg('total_games', 22.5, 'under'),
];

describe('the Bet Builder leg descriptions', () => {
  it('words a few legs in each of the 10 languages', () => {
    const table: Record<string, readonly [string, string, string, string]> = {
      en: ['Arsenal to win', 'Over 2.5 goals', 'Both teams to score', 'Bukayo Sakura to score'],
      pt: ['Arsenal vence', 'Mais de 2,5 golos', 'Ambas as equipas marcam', 'Bukayo Sakura marca'],
      es: ['Gana Arsenal', 'Más de 2,5 goles', 'Ambos equipos marcan', 'Bukayo Sakura marca'],
      fr: ['Arsenal gagne', 'Plus de 2,5 buts', 'Les deux équipes marquent', 'Bukayo Sakura marque'],
      ro: ['Arsenal câștigă', 'Peste 2,5 goluri', 'Ambele echipe marchează', 'Bukayo Sakura marchează'],
      fi: ['Arsenal voittaa', 'Yli 2,5 maalia', 'Molemmat joukkueet tekevät maalin', 'Bukayo Sakura tekee maalin'],
      de: ['Arsenal gewinnt', 'Über 2,5 Tore', 'Beide Teams treffen', 'Bukayo Sakura trifft'],
      ja: ['Arsenalの勝利', '2.5ゴール以上（オーバー）', '両チーム得点', 'Bukayo Sakuraが得点'],
      el: ['Arsenal κερδίζει', 'Πάνω από 2,5 γκολ', 'Σκοράρουν και οι δύο ομάδες', 'Bukayo Sakura σκοράρει'],
      nl: ['Arsenal wint', 'Meer dan 2,5 doelpunten', 'Beide teams scoren', 'Bukayo Sakura scoort'],
    };
    expect(Object.keys(table).sort()).toEqual([...LANGUAGES].sort());
    for (const lang of LANGUAGES) {
      const words = [
        leg('1x2', null, 'home'),
        leg('total_goals', 2.5, 'over'),
        leg('btts', null, 'yes'),
        leg('anytime_goalscorer', null, 'h1', 'Bukayo Sakura'),
      ].map((entry) => describeLeg(lang, entry));
      expect(words, lang).toEqual(table[lang]);
    }
  });

  it('writes handicap lines from each side, the away side getting the opposite sign', () => {
    expect(describeLeg('en', leg('asian_handicap', -1.5, 'home'))).toBe('Arsenal -1.5 (Asian handicap)');
    expect(describeLeg('en', leg('asian_handicap', -1.5, 'away'))).toBe('Chelsea +1.5 (Asian handicap)');
    expect(describeLeg('de', leg('european_handicap', 1, 'draw'))).toBe('Unentschieden mit Handicap +1');
    expect(describeLeg('en', leg('double_chance', null, 'X2'))).toBe('Double chance: draw or Chelsea');
    expect(describeLeg('fr', leg('spread', 4.5, 'away'))).toBe('Chelsea -4,5 points');
    expect(describeLeg('en', leg('set_betting', null, '1-2'))).toBe('Chelsea to win 2-1 in sets');
    expect(describeLeg('de', leg('total_games', 21.5, 'over'))).toBe('Über 21,5 Spiele');
  });

  it('has words for every market kind and outcome the builder prices, in every language, with nothing left unfilled', () => {
    for (const lang of LANGUAGES) {
      const seen = new Set<string>();
      for (const entry of ALL_LEGS) {
        const words = describeLeg(lang, entry);
        expect(words, `${lang} ${entry.type} ${entry.key}`).toBeTruthy();
        expect(words).not.toMatch(/[{}]/);
        seen.add(words!);
      }
      // Different legs read differently.
      expect(seen.size, lang).toBe(ALL_LEGS.length);
    }
    expect(describeLeg('en', leg('corners', 9.5, 'over'))).toBeNull();
  });

  it('maps a request language onto one of ours, English otherwise', () => {
    expect(builderLanguage('pt-BR')).toBe('pt');
    expect(builderLanguage('EL')).toBe('el');
    expect(builderLanguage('zh')).toBe('en');
    expect(builderLanguage(undefined)).toBe('en');
  });
});
