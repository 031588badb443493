import type { Language } from '@sportsbook/betting';

/** A sport as seeded: its English slug, category, parent and name in every language. */
export interface SportSeed {
  readonly slug: string;
  readonly name: string;
  readonly category: 'sport' | 'esport' | 'virtual';
  readonly parent?: string;
  /** Per language: [translated_slug, translated_name]; slugs are ASCII for URLs. */
  readonly translations: Readonly<Record<Language, readonly [string, string]>>;
}

/**
 * The sports of the book. Slugs and names in the ten languages of spec 001 §1;
 * the e-sports parent carries the per-language prefixes of spec 001 §2 (/e-sports, /e-sports-fr,
 * /e-sporturi, /e-urheilu, /esports).
 */
export const SPORTS: readonly SportSeed[] = [
  {
    slug: 'football',
    name: 'Football',
    category: 'sport',
    translations: {
      en: ['football', 'Football'],
      pt: ['futebol', 'Futebol'],
      es: ['futbol', 'Fútbol'],
      fr: ['football', 'Football'],
      ro: ['fotbal', 'Fotbal'],
      fi: ['jalkapallo', 'Jalkapallo'],
      de: ['fussball', 'Fußball'],
      ja: ['sakka', 'サッカー'],
      el: ['podosfairo', 'Ποδόσφαιρο'],
      nl: ['voetbal', 'Voetbal'],
    },
  },
  {
    slug: 'tennis',
    name: 'Tennis',
    category: 'sport',
    translations: {
      en: ['tennis', 'Tennis'],
      pt: ['tenis', 'Ténis'],
      es: ['tenis', 'Tenis'],
      fr: ['tennis', 'Tennis'],
      ro: ['tenis', 'Tenis'],
      fi: ['tennis', 'Tennis'],
      de: ['tennis', 'Tennis'],
      ja: ['tenisu', 'テニス'],
      el: ['antisfairisi', 'Αντισφαίριση'],
      nl: ['tennis', 'Tennis'],
    },
  },
  {
    slug: 'basketball',
    name: 'Basketball',
    category: 'sport',
    translations: {
      en: ['basketball', 'Basketball'],
      pt: ['basquetebol', 'Basquetebol'],
      es: ['baloncesto', 'Baloncesto'],
      fr: ['basket-ball', 'Basket-ball'],
      ro: ['baschet', 'Baschet'],
      fi: ['koripallo', 'Koripallo'],
      de: ['basketball', 'Basketball'],
      ja: ['basukettoboru', 'バスケットボール'],
      el: ['kalathosfairisi', 'Καλαθοσφαίριση'],
      nl: ['basketbal', 'Basketbal'],
    },
  },
  {
    slug: 'ice-hockey',
    name: 'Ice Hockey',
    category: 'sport',
    translations: {
      en: ['ice-hockey', 'Ice Hockey'],
      pt: ['hoquei-no-gelo', 'Hóquei no Gelo'],
      es: ['hockey-sobre-hielo', 'Hockey sobre hielo'],
      fr: ['hockey-sur-glace', 'Hockey sur glace'],
      ro: ['hochei-pe-gheata', 'Hochei pe gheață'],
      fi: ['jaakiekko', 'Jääkiekko'],
      de: ['eishockey', 'Eishockey'],
      ja: ['aisuhokkei', 'アイスホッケー'],
      el: ['hokei-epi-pagou', 'Χόκεϊ επί πάγου'],
      nl: ['ijshockey', 'IJshockey'],
    },
  },
  {
    slug: 'horse-racing',
    name: 'Horse Racing',
    category: 'sport',
    translations: {
      en: ['horse-racing', 'Horse Racing'],
      pt: ['corridas-de-cavalos', 'Corridas de Cavalos'],
      es: ['carreras-de-caballos', 'Carreras de caballos'],
      fr: ['courses-hippiques', 'Courses hippiques'],
      ro: ['curse-de-cai', 'Curse de cai'],
      fi: ['ravit', 'Ravit'],
      de: ['pferderennen', 'Pferderennen'],
      ja: ['keiba', '競馬'],
      el: ['ippodromies', 'Ιπποδρομίες'],
      nl: ['paardenrennen', 'Paardenrennen'],
    },
  },
  {
    slug: 'greyhounds',
    name: 'Greyhounds',
    category: 'sport',
    translations: {
      en: ['greyhounds', 'Greyhounds'],
      pt: ['galgos', 'Galgos'],
      es: ['galgos', 'Galgos'],
      fr: ['levriers', 'Lévriers'],
      ro: ['ogari', 'Ogari'],
      fi: ['vinttikoirat', 'Vinttikoirat'],
      de: ['windhundrennen', 'Windhundrennen'],
      ja: ['dokkuresu', 'ドッグレース'],
      el: ['lagonika', 'Λαγωνικά'],
      nl: ['windhonden', 'Windhonden'],
    },
  },
  {
    slug: 'golf',
    name: 'Golf',
    category: 'sport',
    translations: {
      en: ['golf', 'Golf'],
      pt: ['golfe', 'Golfe'],
      es: ['golf', 'Golf'],
      fr: ['golf', 'Golf'],
      ro: ['golf', 'Golf'],
      fi: ['golf', 'Golf'],
      de: ['golf', 'Golf'],
      ja: ['gorufu', 'ゴルフ'],
      el: ['gkolf', 'Γκολφ'],
      nl: ['golf', 'Golf'],
    },
  },
  {
    slug: 'esports',
    name: 'E-sports',
    category: 'esport',
    translations: {
      en: ['e-sports', 'E-sports'],
      pt: ['e-sports', 'E-sports'],
      es: ['e-sports', 'E-sports'],
      fr: ['e-sports-fr', 'E-sport'],
      ro: ['e-sporturi', 'E-sporturi'],
      fi: ['e-urheilu', 'E-urheilu'],
      de: ['esports', 'E-Sport'],
      ja: ['esports', 'eスポーツ'],
      el: ['e-sports', 'E-sports'],
      nl: ['e-sports', 'E-sports'],
    },
  },
  ...(
    [
      ['cs2', 'Counter-Strike 2'],
      ['league-of-legends', 'League of Legends'],
      ['dota-2', 'Dota 2'],
    ] as const
  ).map(([slug, name]): SportSeed => ({
    slug,
    name,
    category: 'esport',
    parent: 'esports',
    // Game titles are brand names: the same in every language.
    translations: {
      en: [slug, name],
      pt: [slug, name],
      es: [slug, name],
      fr: [slug, name],
      ro: [slug, name],
      fi: [slug, name],
      de: [slug, name],
      ja: [slug, name],
      el: [slug, name],
      nl: [slug, name],
    },
  })),
  {
    slug: 'virtual-football',
    name: 'Virtual Football',
    category: 'virtual',
    translations: {
      en: ['virtual-football', 'Virtual Football'],
      pt: ['futebol-virtual', 'Futebol Virtual'],
      es: ['futbol-virtual', 'Fútbol virtual'],
      fr: ['football-virtuel', 'Football virtuel'],
      ro: ['fotbal-virtual', 'Fotbal virtual'],
      fi: ['virtuaalijalkapallo', 'Virtuaalijalkapallo'],
      de: ['virtueller-fussball', 'Virtueller Fußball'],
      ja: ['bacharu-sakka', 'バーチャルサッカー'],
      el: ['eikoniko-podosfairo', 'Εικονικό ποδόσφαιρο'],
      nl: ['virtueel-voetbal', 'Virtueel voetbal'],
    },
  },
  {
    slug: 'virtual-horse-racing',
    name: 'Virtual Horse Racing',
    category: 'virtual',
    translations: {
      en: ['virtual-horse-racing', 'Virtual Horse Racing'],
      pt: ['corridas-de-cavalos-virtuais', 'Corridas de Cavalos Virtuais'],
      es: ['carreras-de-caballos-virtuales', 'Carreras de caballos virtuales'],
      fr: ['courses-hippiques-virtuelles', 'Courses hippiques virtuelles'],
      ro: ['curse-de-cai-virtuale', 'Curse de cai virtuale'],
      fi: ['virtuaaliravit', 'Virtuaaliravit'],
      de: ['virtuelle-pferderennen', 'Virtuelle Pferderennen'],
      ja: ['bacharu-keiba', 'バーチャル競馬'],
      el: ['eikonikes-ippodromies', 'Εικονικές ιπποδρομίες'],
      nl: ['virtuele-paardenrennen', 'Virtuele paardenrennen'],
    },
  },
];
