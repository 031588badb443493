import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { MARKET_TITLES, OUTCOME_WORDS } from './market-words';
import { CITY_NAMES, COMPETITION_NAMES, REGION_NAMES } from './place-names';
import { createCatalogTranslator, translateMarket } from './translate-catalog';

/** What trading stores, and what each language shows of it. */
const EXPECTED: Record<
  Language,
  {
    totals: string;
    teamTotal: string;
    over: string;
    draw: string;
    doubleChance: string;
    region: string;
    champions: string;
    atp: string;
  }
> = {
  en: {
    totals: 'Total Goals 2.5',
    teamTotal: 'Arsenal Total Goals 1.5',
    over: 'Over 2.5',
    draw: 'Draw',
    doubleChance: 'Arsenal or Draw',
    region: 'Germany',
    champions: 'Champions League',
    atp: 'ATP Vienna',
  },
  pt: {
    totals: 'Total de golos 2.5',
    teamTotal: 'Arsenal: Total de golos 1.5',
    over: 'Mais de 2.5',
    draw: 'Empate',
    doubleChance: 'Arsenal ou Empate',
    region: 'Alemanha',
    champions: 'Liga dos Campeões',
    atp: 'ATP Viena',
  },
  es: {
    totals: 'Total de goles 2.5',
    teamTotal: 'Arsenal: Total de goles 1.5',
    over: 'Más de 2.5',
    draw: 'Empate',
    doubleChance: 'Arsenal o Empate',
    region: 'Alemania',
    champions: 'Liga de Campeones',
    atp: 'ATP Viena',
  },
  fr: {
    totals: 'Nombre total de buts 2.5',
    teamTotal: 'Arsenal: Nombre total de buts 1.5',
    over: 'Plus de 2.5',
    draw: 'Match nul',
    doubleChance: 'Arsenal ou Match nul',
    region: 'Allemagne',
    champions: 'Ligue des champions',
    atp: 'ATP Vienne',
  },
  ro: {
    totals: 'Total goluri 2.5',
    teamTotal: 'Arsenal: Total goluri 1.5',
    over: 'Peste 2.5',
    draw: 'Egal',
    doubleChance: 'Arsenal sau Egal',
    region: 'Germania',
    champions: 'Liga Campionilor',
    atp: 'ATP Viena',
  },
  fi: {
    totals: 'Maalien kokonaismäärä 2.5',
    teamTotal: 'Arsenal: Maalien kokonaismäärä 1.5',
    over: 'Yli 2.5',
    draw: 'Tasapeli',
    doubleChance: 'Arsenal tai Tasapeli',
    region: 'Saksa',
    champions: 'Mestarien liiga',
    atp: 'ATP Wien',
  },
  de: {
    totals: 'Tore gesamt 2.5',
    teamTotal: 'Arsenal: Tore gesamt 1.5',
    over: 'Über 2.5',
    draw: 'Unentschieden',
    doubleChance: 'Arsenal oder Unentschieden',
    region: 'Deutschland',
    champions: 'Champions League',
    atp: 'ATP Wien',
  },
  ja: {
    totals: '合計ゴール数 2.5',
    teamTotal: 'Arsenal: 合計ゴール数 1.5',
    over: 'オーバー 2.5',
    draw: '引き分け',
    doubleChance: 'Arsenal または 引き分け',
    region: 'ドイツ',
    champions: 'チャンピオンズリーグ',
    atp: 'ATP ウィーン',
  },
  el: {
    totals: 'Σύνολο γκολ 2.5',
    teamTotal: 'Arsenal: Σύνολο γκολ 1.5',
    over: 'Πάνω από 2.5',
    draw: 'Ισοπαλία',
    doubleChance: 'Arsenal ή Ισοπαλία',
    region: 'Γερμανία',
    champions: 'Champions League',
    atp: 'ATP Βιέννη',
  },
  nl: {
    totals: 'Totaal aantal doelpunten 2.5',
    teamTotal: 'Arsenal: Totaal aantal doelpunten 1.5',
    over: 'Meer dan 2.5',
    draw: 'Gelijkspel',
    doubleChance: 'Arsenal of Gelijkspel',
    region: 'Duitsland',
    champions: 'Champions League',
    atp: 'ATP Wenen',
  },
};

describe('catalogue names in every language', () => {
  it.each(LANGUAGES)('reads the stored English names in %s, teams and lines kept', (lang) => {
    const tr = createCatalogTranslator(lang);
    const want = EXPECTED[lang];
    expect(tr.market('Total Goals 2.5')).toBe(want.totals);
    expect(tr.market('Arsenal Total Goals 1.5')).toBe(want.teamTotal);
    expect(tr.outcome('Over 2.5', 'total_goals')).toBe(want.over);
    expect(tr.outcome('Draw', '1x2')).toBe(want.draw);
    expect(tr.outcome('Arsenal or Draw', 'double_chance')).toBe(want.doubleChance);
    expect(tr.outcome('Arsenal', '1x2')).toBe('Arsenal');
    expect(tr.outcome('Nadal 2-1', 'set_betting')).toBe('Nadal 2-1');
    expect(tr.region('Germany')).toBe(want.region);
    expect(tr.competition('Champions League')).toBe(want.champions);
    expect(tr.competition('ATP Vienna')).toBe(want.atp);
    expect(tr.competition('Premier League')).toBe('Premier League');
  });

  it('leaves a name no template fits as stored', () => {
    const tr = createCatalogTranslator('de');
    expect(tr.market('Player To Be Booked')).toBe('Player To Be Booked');
    expect(tr.outcome('Desert Crown / Ballyburn', 'forecast')).toBe('Desert Crown / Ballyburn');
    expect(tr.region('Atlantis')).toBe('Atlantis');
    // 'or' inside a team name outside double chance is no 'or'.
    expect(tr.outcome('Orlando City', '1x2')).toBe('Orlando City');
  });

  it('reads titles whatever their capitals, and keeps a handicap and its sign', () => {
    const tr = createCatalogTranslator('es');
    expect(tr.market('Both Teams to Score')).toBe('Ambos equipos marcan');
    expect(tr.market('Asian Handicap -1.5')).toBe('Hándicap asiático -1.5');
    expect(tr.outcome('Draw (+1)', 'european_handicap')).toBe('Empate (+1)');
    expect(tr.outcome('Arsenal Under 1.5', 'home_total_goals')).toBe('Arsenal: Menos de 1.5');
  });

  it('rebuilds an outcome’s full name from the translated market and outcome', () => {
    const market = translateMarket(createCatalogTranslator('fr'), {
      id: 1,
      name: 'Match Result',
      type: '1x2',
      is_suspended: false,
      ew_price: null,
      ew_place: null,
      outcomes: [
        {
          id: 2,
          name: 'Draw',
          fullname: 'Match Result - Draw',
          market_id: 1,
          odds: 3.4,
          display_odds: null,
          place_odds: null,
          is_each_way: false,
          has_ew: false,
          is_starting_price: false,
          combo_boost_available: false,
        },
      ],
    });
    expect(market.name).toBe('Résultat du match');
    expect(market.outcomes[0]).toMatchObject({ name: 'Match nul', fullname: 'Résultat du match - Match nul' });
  });

  it('has every dictionary entry in all nine other languages, none left empty', () => {
    for (const table of [MARKET_TITLES, OUTCOME_WORDS, REGION_NAMES, COMPETITION_NAMES, CITY_NAMES]) {
      for (const [english, entry] of Object.entries(table)) {
        const languages = LANGUAGES.filter((lang) => lang !== 'en');
        expect(Object.keys(entry).sort(), english).toEqual([...languages].sort());
        for (const lang of languages) expect((entry as Record<string, string>)[lang]?.trim(), english).toBeTruthy();
      }
    }
  });
});
