import { describe, expect, it } from 'vitest';
import { configResponseSchema, ipDetailsSchema } from './config';
import { betsStatsResponseSchema, sportSchema, tipsResponseSchema } from './content';
import { freeBetsResponseSchema } from './free-bets';
import { formatZodError } from './parse';

const freeBet = { id: 'fb-1', name: '€5 Free Bet', amount: 500, amount_remaining: 500, conditions: { min_odds: 1.5 } };

describe('free bets', () => {
  it('parses active free bets with amounts in minor units', () => {
    expect(freeBetsResponseSchema.parse({ data: [freeBet] })).toEqual({ data: [freeBet] });
  });

  it('rejects a free-bet amount in major units with decimals', () => {
    const result = freeBetsResponseSchema.safeParse({ data: [{ ...freeBet, amount_remaining: 4.5 }] });
    expect(formatZodError(result.error!)).toContain('data[0].amount_remaining: must be a whole number');
  });

  it('rejects a numeric free-bet id, since ids of free bets are strings', () => {
    expect(freeBetsResponseSchema.safeParse({ data: [{ ...freeBet, id: 5 }] }).success).toBe(false);
  });
});

describe('config and ip details', () => {
  it('parses a combo boost config and a bookmaker without one', () => {
    const config = { combo_boost: { percent_steps: [0, 0, 5, 10, 15], winnings_calc_mode: 'net', min_leg_odds: 1.2 } };
    expect(configResponseSchema.parse(config)).toEqual(config);
    expect(configResponseSchema.safeParse({ combo_boost: null }).success).toBe(true);
  });

  it('needs the shortest price a leg may have to count towards the boost', () => {
    const result = configResponseSchema.safeParse({ combo_boost: { percent_steps: [5], winnings_calc_mode: 'net' } });
    expect(formatZodError(result.error!)).toMatch(/^combo_boost\.min_leg_odds: /);
  });

  it('rejects an unknown winnings mode', () => {
    const result = configResponseSchema.safeParse({ combo_boost: { percent_steps: [], winnings_calc_mode: 'both' } });
    expect(formatZodError(result.error!)).toMatch(/^combo_boost\.winnings_calc_mode: /);
  });

  it('reads the brand’s stake limits by currency, and an answer from a server that sends none', () => {
    const config = {
      combo_boost: null,
      stake_limits: { EUR: { min: 10, max: 1_000_000 }, MXN: { min: 200, max: 20_000_000 } },
    };
    expect(configResponseSchema.parse(config)).toEqual(config);
    expect(configResponseSchema.parse({ combo_boost: null }).stake_limits).toBeUndefined();
    const upsideDown = configResponseSchema.safeParse({
      combo_boost: null,
      stake_limits: { EUR: { min: 500, max: 10 } },
    });
    expect(formatZodError(upsideDown.error!)).toMatch(/min must not be above max/);
    expect(
      configResponseSchema.safeParse({ combo_boost: null, stake_limits: { eur: { min: 1, max: 2 } } }).success,
    ).toBe(false);
    expect(
      configResponseSchema.safeParse({ combo_boost: null, stake_limits: { EUR: { min: 0.5, max: 2 } } }).success,
    ).toBe(false);
  });

  it('parses ip details with the tester flag', () => {
    const details = { country: 'IE', ip_address: '203.0.113.9', is_tester: false };
    expect(ipDetailsSchema.parse(details)).toEqual(details);
  });
});

describe('sports, stats and tips', () => {
  it('parses a sport entity', () => {
    const sport = {
      slug: 'football',
      translated_slug: 'futebol',
      translated_name: 'Futebol',
      name: 'Football',
      category: 'sport',
      event_count: 120,
      outright_count: 4,
      is_parent: false,
    };
    expect(sportSchema.parse(sport)).toEqual(sport);
  });

  it('parses bets stats for sports and competitions', () => {
    const stats = {
      sports_stats: [
        { sport_id: 1, slug: 'football', translated_slug: 'football', translated_name: 'Football', name: 'Football' },
      ],
      competitions_stats: [
        {
          competition_id: 11,
          sport_id: 1,
          sport_slug: 'football',
          translated_slug: 'premier-division',
          translated_name: 'Premier Division',
          name: 'Premier Division',
          count: 42,
        },
      ],
    };
    expect(betsStatsResponseSchema.parse(stats)).toEqual(stats);
  });

  it('parses tips and rejects one without an outcome id', () => {
    const tip = {
      tip: 'Rovers to win',
      event_name: 'Shamrock Rovers v Bohemians',
      competition_name: 'Premier Division',
      region_name: 'Ireland',
      market_name: 'Match Result',
      outcome_id: 301,
      outcome_name: 'Home',
      handicap: null,
      odds: 2.375,
    };
    expect(tipsResponseSchema.parse({ tips: [tip] })).toEqual({ tips: [tip] });
    const result = tipsResponseSchema.safeParse({ tips: [{ ...tip, outcome_id: undefined }] });
    expect(formatZodError(result.error!)).toContain(
      'tips[0].outcome_id: Invalid input: expected number, received undefined',
    );
  });
});
