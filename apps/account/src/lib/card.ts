import { cardExpiryState, luhnValid } from '@sportsbook/protocol';
/*
 * The card checks of the test payment provider (decision 017), run before a card leaves the
 * page so a typo is caught where the player typed it: Luhn, an expiry MM/YY not in the past, a
 * 3–4 digit security code and a holder name.
 */

/** A card form's fields as typed. */
export interface CardInput {
  readonly number: string;
  readonly expiry: string;
  readonly cvc: string;
  readonly holder: string;
}

/** Which card field is wrong and how. */
export type CardErrors = Partial<Record<keyof CardInput, 'invalid' | 'expired' | 'required'>>;

/** Digits of a card number, spaces and dashes removed. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * True when a number passes the Luhn check (and has 12–19 digits).
 * @example passesLuhn('4242 4242 4242 4242') // true
 */
export function passesLuhn(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{12,19}$/.test(digits) && luhnValid(digits);
}

/** 'ok', 'invalid' (not MM/YY) or 'expired' (the month has passed); a card is valid through its month. */
export function checkExpiry(expiry: string, now: Date): 'ok' | 'invalid' | 'expired' {
  return cardExpiryState(expiry.trim(), now);
}

/** Groups card digits by four as the player types (`4242 4242 …`). */
export function formatCardNumber(value: string): string {
  return cardDigits(value)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Inserts the slash of MM/YY after two digits. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Every problem of a card form, empty when the card may be sent. */
export function checkCard(card: CardInput, now: Date): CardErrors {
  const errors: CardErrors = {};
  if (!passesLuhn(card.number)) errors.number = cardDigits(card.number) === '' ? 'required' : 'invalid';
  const expiry = checkExpiry(card.expiry, now);
  if (expiry !== 'ok') errors.expiry = expiry;
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = card.cvc.trim() === '' ? 'required' : 'invalid';
  if (card.holder.trim().length < 2) errors.holder = 'required';
  return errors;
}
