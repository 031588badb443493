import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BettingInputError,
  calcTotals,
  comboStakeFromUrl,
  createSlipState,
  displayOdds,
  formatMoney,
  formatOdds,
  isPriced,
  parseStakeInput,
  placeBetDisabledReason,
  slipReducer,
  slipTotals,
  systemOptions,
  toMinor,
  toMoney,
} from './index';
import type { Money, SlipAction } from './index';

/** Either a defined value with no NaN inside, or a typed BettingInputError — nothing else. */
function definedOrTyped(run: () => unknown): void {
  try {
    const value = run();
    for (const leaf of leaves(value)) if (typeof leaf === 'number') expect(Number.isNaN(leaf)).toBe(false);
  } catch (error) {
    expect(error).toBeInstanceOf(BettingInputError);
  }
}

function leaves(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object') return [value];
  return Object.values(value as Record<string, unknown>).flatMap(leaves);
}

const anyNumber = fc.oneof(fc.double(), fc.constantFrom(Number.NaN, -1, 0, 1, Number.POSITIVE_INFINITY, -0, 1e308));
const anyText = fc.oneof(fc.string(), fc.constantFrom('', 'NaN', '-5', 'abc', '1e999', '..', '١٢'));

describe('every exported function on bad input', () => {
  it('formats odds of any number to text, never throwing', () => {
    fc.assert(
      fc.property(anyNumber, (odds) => {
        expect(typeof formatOdds(odds, 'decimal')).toBe('string');
        expect(typeof formatOdds(odds, 'fractional')).toBe('string');
        expect(typeof formatOdds(odds, 'american')).toBe('string');
        expect(typeof isPriced(odds)).toBe('boolean');
        expect(Object.values(displayOdds(odds)).every((text) => !text.includes('NaN'))).toBe(true);
      }),
    );
  });

  it('reads any typed text as a stake or a refusal', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const parsed = parseStakeInput(text);
        expect(parsed.minor === null || Number.isSafeInteger(parsed.minor)).toBe(true);
        const url = comboStakeFromUrl(text);
        expect(url === null || Number.isSafeInteger(url)).toBe(true);
      }),
    );
  });

  it('turns any number or text into Money or a typed error', () => {
    fc.assert(fc.property(fc.oneof(anyNumber, anyText), (value) => definedOrTyped(() => toMinor(value))));
    fc.assert(fc.property(anyNumber, (value) => definedOrTyped(() => toMoney(value))));
    fc.assert(fc.property(anyNumber, (value) => definedOrTyped(() => formatMoney(value as Money, 'EUR', 'en'))));
  });

  it('prices any legs as totals or a typed error', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('single', 'combi', 'system', 'bogus'),
        fc.array(fc.record({ odds: anyNumber, ewPrice: fc.option(anyNumber) }), { maxLength: 6 }),
        anyNumber,
        fc.option(fc.string()),
        fc.boolean(),
        (betType, legs, stake, systemType, eachWay) =>
          definedOrTyped(() =>
            calcTotals({
              betType: betType as 'single',
              legs: legs.map((leg, i) => ({ ...leg, outcomeId: i, eventId: i })),
              stake: stake as Money,
              systemType,
              eachWay,
            }),
          ),
      ),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ odds: anyNumber }), { maxLength: 6 }), fc.boolean(), (legs, eachWay) =>
        definedOrTyped(() => systemOptions(legs, eachWay)),
      ),
    );
  });

  it('keeps an empty slip defined through every selector', () => {
    const empty = createSlipState(0);
    expect(slipTotals(empty)).toEqual({ bets: 0, totalStake: 0, cashStake: 0, potentialReturn: 0, boost: 0 });
    expect(placeBetDisabledReason(empty, { balance: null })).toBe('EMPTY');
    for (const action of [
      { type: 'selectionRemoved', outcomeId: 1, now: 0 },
      { type: 'cleared', now: 0 },
      { type: 'betTypeChosen', betType: 'system', now: 0 },
      { type: 'eachWayToggled' },
      { type: 'oddsChangesAccepted', now: 0 },
      { type: 'ticketResolved', uuid: 'x', status: 'PROCESSED' },
      { type: 'resultsClosed' },
    ] as SlipAction[]) {
      definedOrTyped(() => slipTotals(slipReducer(empty, action)));
    }
  });
});
