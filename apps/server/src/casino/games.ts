import { KeyedHmac } from './hmac';

/*
 * The casino's own mini-games (decision 036). Every round is a pure function of
 * (server seed, client seed, nonce, the player's choice): the bytes are
 * HMAC-SHA256(key = server seed, message = "<client seed>:<nonce>"), then
 * "<client seed>:<nonce>:1", ":2"… when more are needed, read as big-endian 32-bit words; a
 * number below n is drawn by rejection (a word at or above the largest multiple of n below 2^32
 * is skipped), so no outcome is favoured. Multipliers are in basis points (10000 = 1x) and a win
 * is floor(stake × multiplier / 10000) minor units: rounding never favours the player.
 */

/** The games, by id. */
export const CASINO_GAME_IDS = ['dice', 'wheel', 'plinko'] as const;
export type CasinoGameId = (typeof CASINO_GAME_IDS)[number];

/** The player's choice in a round (dice: the win chance in basis points). */
export interface RoundChoice {
  readonly chance?: number | undefined;
}

/** What a round drew and what it pays per unit staked. */
export interface RoundOutcome {
  /** Dice: the roll 0–9999 (shown /100); wheel: the segment index; plinko: the slot 0–12. */
  readonly result: number;
  /** Plinko: the path, one letter per row (L/R); others empty. */
  readonly path: string;
  /** Multiplier in basis points: 0 for a loss. */
  readonly multiplier: number;
}

/** A game as published: its maths, limits and rules. */
export interface CasinoGame {
  readonly id: CasinoGameId;
  readonly esaId: number;
  readonly name: string;
  /** Return to player as a fraction (0.99 = 99 %), exact for the published maths. */
  readonly rtp: number;
  /** The largest multiplier a round can pay, in basis points. */
  readonly maxMultiplier: number;
  /** Stake limits in minor units. */
  readonly minStake: number;
  readonly maxStake: number;
}

/* ---- the random stream of one round ---- */

const TWO_32 = 2 ** 32;

/** The bytes of one round, 32-bit word by word. */
export class RoundRandom {
  private readonly block = new Uint8Array(32);
  private word = 8;
  private cursor = 0;

  constructor(
    private readonly hmac: KeyedHmac,
    private readonly clientSeed: string,
    private readonly nonce: number,
  ) {}

  /** The next unsigned 32-bit word. */
  nextWord(): number {
    if (this.word === 8) {
      const message =
        this.cursor === 0 ? `${this.clientSeed}:${this.nonce}` : `${this.clientSeed}:${this.nonce}:${this.cursor}`;
      this.hmac.digest(message, this.block);
      this.cursor += 1;
      this.word = 0;
    }
    const j = this.word * 4;
    this.word += 1;
    const b = this.block;
    return ((b[j]! << 24) | (b[j + 1]! << 16) | (b[j + 2]! << 8) | b[j + 3]!) >>> 0;
  }

  /** A whole number in [0, n), every value equally likely. */
  below(n: number): number {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const value = this.nextWord();
      if (value < limit) return value % n;
    }
  }
}

/* ---- dice: under a chosen win chance ---- */

/** Dice pays 99 % of the fair price of the chosen chance. */
const DICE_EDGE_FACTOR = 9900;
export const DICE_MIN_CHANCE = 100;
export const DICE_MAX_CHANCE = 9500;

/** The dice multiplier (basis points) for a win chance in basis points. */
export function diceMultiplier(chance: number): number {
  return Math.floor((DICE_EDGE_FACTOR * 10_000) / chance);
}

/* ---- wheel: 20 fixed segments ---- */

/** The wheel's segments clockwise from the pointer, multipliers in basis points (RTP 95 %). */
export const WHEEL_SEGMENTS: readonly number[] = [
  0, 12_000, 0, 15_000, 0, 12_000, 20_000, 0, 15_000, 12_000, 0, 30_000, 0, 15_000, 12_000, 0, 20_000, 15_000, 0,
  12_000,
];

/* ---- plinko: 12 rows, 13 slots ---- */

export const PLINKO_ROWS = 12;
/** Slot multipliers, left to right, in basis points (RTP 395060 / 409600 ≈ 96.45 %). */
export const PLINKO_SLOTS: readonly number[] = [
  200_000, 50_000, 20_000, 14_000, 11_000, 8_000, 6_000, 8_000, 11_000, 14_000, 20_000, 50_000, 200_000,
];

function binomial(n: number, k: number): number {
  let value = 1;
  for (let i = 1; i <= k; i++) value = (value * (n - k + i)) / i;
  return value;
}

/** The probability of each plinko slot (binomial, 12 fair rows). */
export const PLINKO_PROBABILITIES: readonly number[] = PLINKO_SLOTS.map(
  (_, slot) => binomial(PLINKO_ROWS, slot) / 2 ** PLINKO_ROWS,
);

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The published games (stakes in minor units). */
export const CASINO_GAMES: Readonly<Record<CasinoGameId, CasinoGame>> = {
  dice: {
    id: 'dice',
    esaId: 1301,
    name: 'Dice',
    rtp: DICE_EDGE_FACTOR / 10_000,
    maxMultiplier: diceMultiplier(DICE_MIN_CHANCE),
    minStake: 10,
    maxStake: 10_000,
  },
  wheel: {
    id: 'wheel',
    esaId: 1302,
    name: 'Wheel',
    rtp: sum(WHEEL_SEGMENTS) / WHEEL_SEGMENTS.length / 10_000,
    maxMultiplier: Math.max(...WHEEL_SEGMENTS),
    minStake: 10,
    maxStake: 20_000,
  },
  plinko: {
    id: 'plinko',
    esaId: 1303,
    name: 'Plinko',
    rtp: sum(PLINKO_SLOTS.map((multiplier, slot) => multiplier * PLINKO_PROBABILITIES[slot]!)) / 10_000,
    maxMultiplier: Math.max(...PLINKO_SLOTS),
    minStake: 10,
    maxStake: 5_000,
  },
};

/** Why a choice cannot be played. */
export class RoundChoiceError extends Error {
  override readonly name = 'RoundChoiceError';
}

/** Refuses a choice the game does not take; answers the choice as stored. */
export function checkChoice(game: CasinoGameId, choice: RoundChoice): RoundChoice {
  if (game !== 'dice') {
    if (choice.chance !== undefined) throw new RoundChoiceError(`${game} takes no win chance.`);
    return {};
  }
  const { chance } = choice;
  if (chance === undefined || !Number.isInteger(chance) || chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE) {
    throw new RoundChoiceError(
      `The dice win chance must be a whole number of basis points from ${DICE_MIN_CHANCE} to ${DICE_MAX_CHANCE}.`,
    );
  }
  return { chance };
}

/** Plays one round of `game` on its random stream: the real round function (pure). */
export function playRound(game: CasinoGameId, choice: RoundChoice, random: RoundRandom): RoundOutcome {
  switch (game) {
    case 'dice': {
      const chance = choice.chance ?? DICE_MIN_CHANCE;
      const roll = random.below(10_000);
      return { result: roll, path: '', multiplier: roll < chance ? diceMultiplier(chance) : 0 };
    }
    case 'wheel': {
      const segment = random.below(WHEEL_SEGMENTS.length);
      return { result: segment, path: '', multiplier: WHEEL_SEGMENTS[segment]! };
    }
    case 'plinko': {
      // Twelve fair coin flips: the low 12 bits of the first word (each bit of a uniform word is fair).
      const bits = random.nextWord();
      let slot = 0;
      let path = '';
      for (let row = 0; row < PLINKO_ROWS; row++) {
        const right = (bits >>> row) & 1;
        slot += right;
        path += right ? 'R' : 'L';
      }
      return { result: slot, path, multiplier: PLINKO_SLOTS[slot]! };
    }
  }
}

/** The outcome of round `nonce` under the seeds: what a verification recomputes. */
export function roundOutcome(
  game: CasinoGameId,
  choice: RoundChoice,
  serverSeed: string | KeyedHmac,
  clientSeed: string,
  nonce: number,
): RoundOutcome {
  const hmac = typeof serverSeed === 'string' ? new KeyedHmac(serverSeed) : serverSeed;
  return playRound(game, choice, new RoundRandom(hmac, clientSeed, nonce));
}

/** What a round of `stake` minor units pays at `multiplier` basis points (rounded down). */
export function payoutOf(stake: number, multiplier: number): number {
  return Math.floor((stake * multiplier) / 10_000);
}
