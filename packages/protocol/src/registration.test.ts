import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isStrongPassword,
  isValidEmail,
  isValidUsername,
  parseCalendarDate,
  recoverRequestSchema,
  registerRequestSchema,
} from './registration';

const valid = {
  username: 'carla_1',
  email: 'carla@example.test',
  password: 'horse-battery-9',
  date_of_birth: '1990-04-01',
  country: 'gb',
  accept_terms: true,
};

describe('ageOn', () => {
  it.each([
    ['2012-06-15', '2030-06-15T00:00:00Z', 18],
    ['2012-06-15', '2030-06-14T23:59:59Z', 17],
    ['2012-06-16', '2030-06-15T12:00:00Z', 17],
    ['2012-07-01', '2030-06-30T12:00:00Z', 17],
    ['2012-02-29', '2030-02-28T12:00:00Z', 17],
    ['2012-02-29', '2030-03-01T00:00:00Z', 18],
    ['2012-02-29', '2032-02-29T00:00:00Z', 20],
    ['2031-01-01', '2030-06-15T12:00:00Z', -1],
  ])('counts a player born %s, on %s, as %i years old', (born, today, expected) => {
    expect(ageOn(born, new Date(today))).toBe(expected);
  });

  it('is never 18 the day before the 18th birthday and always on it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (birth) => {
          const born = birth.toISOString().slice(0, 10);
          const birthday = new Date(Date.UTC(birth.getUTCFullYear() + 18, birth.getUTCMonth(), birth.getUTCDate()));
          // 29 February rolls over to 1 March in a year without it, exactly as ageOn counts it.
          expect(ageOn(born, birthday)).toBe(18);
          expect(ageOn(born, new Date(birthday.getTime() - 1))).toBe(17);
        },
      ),
    );
  });
});

describe('parseCalendarDate', () => {
  it('reads real dates and refuses impossible ones', () => {
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    for (const value of ['2001-02-29', '2000-13-01', '2000-00-10', '2000-1-1', '01/02/2000', '']) {
      expect(parseCalendarDate(value), value).toBeNull();
    }
  });
});

describe('the registration rules', () => {
  it('takes usernames of 3 to 20 letters, digits, dots, dashes and underscores', () => {
    for (const name of ['abc', 'demo-gb', 'a.b_c-d', 'x'.repeat(20)]) expect(isValidUsername(name), name).toBe(true);
    for (const name of ['ab', 'x'.repeat(21), 'a b', 'ümit', 'a@b', ''])
      expect(isValidUsername(name), name).toBe(false);
  });

  it('takes addresses of the form name@domain.tld', () => {
    for (const email of ['a@b.co', 'first.last+tag@mail.example.org']) expect(isValidEmail(email), email).toBe(true);
    for (const email of ['a@b', 'a b@c.de', '@c.de', 'a@.de', 'a@b.', `${'a'.repeat(250)}@b.de`]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('wants 8 characters with a letter and a digit, without the username in any case', () => {
    expect(isStrongPassword('horse-battery-9', 'carla')).toBe(true);
    expect(isStrongPassword('Ωmega-12', 'carla')).toBe(true);
    for (const password of ['short-1', 'no-digit-here', '1234567890', 'my-CARLA-99']) {
      expect(isStrongPassword(password, 'carla'), password).toBe(false);
    }
  });
});

describe('registerRequestSchema', () => {
  it('reads a sound form, upper-casing the country', () => {
    expect(registerRequestSchema.parse(valid)).toEqual({ ...valid, country: 'GB' });
  });

  it('refuses wrong shapes with a message naming the field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, date_of_birth: '2001-02-29' }, 'date_of_birth'],
      [{ ...valid, date_of_birth: '1899-12-31' }, 'date_of_birth'],
      [{ ...valid, country: 'FR' }, 'country'],
      [{ ...valid, accept_terms: 'yes' }, 'accept_terms'],
      [{ ...valid, password: 'x'.repeat(129) }, 'password'],
      [{ ...valid, lang: 'xx' }, 'lang'],
    ];
    for (const [body, field] of cases) {
      const result = registerRequestSchema.safeParse(body);
      expect(result.success, field).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual([field]);
    }
  });
});

describe('recoverRequestSchema', () => {
  it('tells the three requests apart by type', () => {
    expect(recoverRequestSchema.parse({ email: 'a@b.co' })).toEqual({ email: 'a@b.co' });
    expect(recoverRequestSchema.parse({ type: 'signup', token: 't' })).toEqual({ type: 'signup', token: 't' });
    expect(recoverRequestSchema.parse({ type: 'recovery', token: 't', password: 'p' })).toMatchObject({
      type: 'recovery',
    });
    for (const body of [{}, { type: 'signup' }, { type: 'recovery', token: 't' }, { type: 'other', token: 't' }]) {
      expect(recoverRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});
