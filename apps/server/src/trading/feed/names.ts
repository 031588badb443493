/*
 * Fictional participants: people, horses and greyhounds are invented from word lists, so the
 * catalogue never carries real-person data. Lists are fixed; only ratings depend on FEED_SEED.
 */
const MEN = [
  'Luka',
  'Mateo',
  'Jonas',
  'Elias',
  'Tomas',
  'Adrian',
  'Felix',
  'Marco',
  'Hugo',
  'Nikolai',
  'Oscar',
  'Rafael',
  'Stefan',
  'Viktor',
  'Daniel',
  'Emil',
];
const WOMEN = [
  'Elena',
  'Sofia',
  'Mila',
  'Clara',
  'Ines',
  'Nora',
  'Alina',
  'Petra',
  'Lena',
  'Maya',
  'Irina',
  'Julia',
  'Vera',
  'Ada',
  'Zoe',
  'Lucia',
];
const SURNAMES = [
  'Brenner',
  'Castell',
  'Dovic',
  'Eriksen',
  'Falk',
  'Garrido',
  'Holm',
  'Ivanic',
  'Jansen',
  'Kovac',
  'Lindqvist',
  'Moreau',
  'Novak',
  'Ortega',
  'Petrov',
  'Quinlan',
  'Rossi',
  'Sauer',
  'Tanaka',
  'Varga',
  'Weiss',
  'Yilmaz',
  'Zeller',
  'Albers',
];
const HORSE_A = [
  'Silver',
  'Midnight',
  'Golden',
  'Copper',
  'Northern',
  'Royal',
  'Velvet',
  'Crimson',
  'Misty',
  'Amber',
  'Storm',
  'Lucky',
  'Highland',
  'Wild',
  'Quiet',
  'Bold',
  'Summer',
  'Iron',
];
const HORSE_B = [
  'Lantern',
  'Quarry',
  'Harbour',
  'Echo',
  'Comet',
  'Ballad',
  'Meadow',
  'Falcon',
  'Legend',
  'Rover',
  'Sonnet',
  'Spirit',
  'Voyage',
  'Whisper',
  'Dancer',
  'Charm',
  'Beacon',
  'Tide',
];
const DOG_A = [
  'Ballymac',
  'Droopys',
  'Swift',
  'Kilara',
  'Romeo',
  'Glengar',
  'Salacres',
  'Coolavanny',
  'Rising',
  'Skywalker',
  'Tullig',
  'Jaytee',
];
const DOG_B = ['Flash', 'Bolt', 'Rocket', 'Arrow', 'Blaze', 'Dash', 'Jet', 'Spark', 'Zoom', 'Rebel', 'Ranger', 'Chief'];

/** Men's tour players: a stable list of distinct invented names. */
export function menPlayers(count: number, offset = 0): string[] {
  return people(MEN, count, offset);
}

/** Women's tour players: a stable list of distinct invented names. */
export function womenPlayers(count: number, offset = 0): string[] {
  return people(WOMEN, count, offset);
}

function people(firsts: readonly string[], count: number, offset: number): string[] {
  const names: string[] = [];
  for (let index = offset; names.length < count; index += 1) {
    const first = firsts[index % firsts.length] ?? '';
    const last = SURNAMES[(index * 7 + Math.floor(index / firsts.length)) % SURNAMES.length] ?? '';
    const name = `${first} ${last}`;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** A distinct name from two word lists by index, for runners drawn per race. */
function compound(first: readonly string[], second: readonly string[], index: number): string {
  const a = first[index % first.length] ?? '';
  const b = second[Math.floor(index / first.length + index * 5) % second.length] ?? '';
  return `${a} ${b}`;
}

/** How many distinct horse names `horseName` can make. */
export const HORSE_NAME_COUNT = HORSE_A.length * HORSE_B.length;
/** How many distinct greyhound names `greyhoundName` can make. */
export const GREYHOUND_NAME_COUNT = DOG_A.length * DOG_B.length;

/** The horse name with this index (0 … HORSE_NAME_COUNT − 1). */
export function horseName(index: number): string {
  return compound(HORSE_A, HORSE_B, index);
}

/** The greyhound name with this index (0 … GREYHOUND_NAME_COUNT − 1). */
export function greyhoundName(index: number): string {
  return compound(DOG_A, DOG_B, index);
}
