/*
 * Card checks shared by the account site (caught where the player types) and the server's test
 * payment provider (the authority): one implementation, so both always agree.
 */

/**
 * True when a string of digits passes the Luhn checksum.
 * @example luhnValid('4242424242424242') // true
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * 'ok', 'invalid' (not MM/YY) or 'expired' (its month is over, judged in UTC): a card is valid
 * through its expiry month.
 * @example cardExpiryState('05/26', new Date('2026-06-01')) // 'expired'
 */
export function cardExpiryState(expiry: string, now: Date): 'ok' | 'invalid' | 'expired' {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry);
  if (!match) return 'invalid';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year * 12 + month >= now.getUTCFullYear() * 12 + (now.getUTCMonth() + 1) ? 'ok' : 'expired';
}
