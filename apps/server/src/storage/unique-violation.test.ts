import { describe, expect, it } from 'vitest';
import { isUniqueViolation, violatedConstraint } from './unique-violation';

const driverError = (code: string, constraint?: string) => Object.assign(new Error('driver'), { code, constraint });

describe('unique violations', () => {
  it('finds the violation and its index through drizzle-style wrapping', () => {
    const wrapped = new Error('Failed query', { cause: driverError('23505', 'bets_uuid_key') });
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(violatedConstraint(wrapped)).toBe('bets_uuid_key');
    expect(violatedConstraint(driverError('23505'))).toBe('');
  });

  it('is not fooled by other codes, plain values or a cause chain that loops', () => {
    expect(isUniqueViolation(driverError('23514', 'wallets_balance_check'))).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    const looping: { cause?: unknown } = new Error('a');
    looping.cause = new Error('b', { cause: looping });
    expect(isUniqueViolation(looping)).toBe(false);
  });
});
