import { menPlayers, womenPlayers } from './names';

/** A competition as seeded: its sport, region and (for team sports) its participants. */
export interface CompetitionSeed {
  readonly sport: string;
  readonly region: string;
  readonly name: string;
  readonly participants: readonly string[];
}

const c = (sport: string, region: string, name: string, participants: readonly string[] = []): CompetitionSeed => ({
  sport,
  region,
  name,
  participants,
});

const split = (text: string) => text.split(',').map((name) => name.trim());

/** Football leagues across regions and time zones, so kick-offs run around the clock. */
export const FOOTBALL: readonly CompetitionSeed[] = [
  c(
    'football',
    'England',
    'Premier League',
    split(
      'Arsenal, Chelsea, Liverpool, Manchester City, Manchester United, Tottenham Hotspur, Newcastle United, Aston Villa, Brighton, West Ham United, Everton, Fulham',
    ),
  ),
  c(
    'football',
    'Spain',
    'LaLiga',
    split(
      'Real Madrid, Barcelona, Atlético Madrid, Sevilla, Real Sociedad, Villarreal, Real Betis, Athletic Club, Valencia, Girona, Celta Vigo, Osasuna',
    ),
  ),
  c(
    'football',
    'Germany',
    'Bundesliga',
    split(
      'Bayern Munich, Borussia Dortmund, RB Leipzig, Bayer Leverkusen, Eintracht Frankfurt, VfB Stuttgart, SC Freiburg, VfL Wolfsburg, Borussia Mönchengladbach, Union Berlin, Werder Bremen, Mainz 05',
    ),
  ),
  c(
    'football',
    'Italy',
    'Serie A',
    split('Inter, AC Milan, Juventus, Napoli, Roma, Lazio, Atalanta, Fiorentina, Bologna, Torino, Udinese, Genoa'),
  ),
  c(
    'football',
    'France',
    'Ligue 1',
    split(
      'Paris Saint-Germain, Marseille, Lyon, Monaco, Lille, Rennes, Nice, Lens, Nantes, Strasbourg, Montpellier, Toulouse',
    ),
  ),
  c(
    'football',
    'Europe',
    'Champions League',
    split(
      'Real Madrid, Manchester City, Bayern Munich, Paris Saint-Germain, Inter, Arsenal, Barcelona, Borussia Dortmund, Benfica, Porto, Ajax, Celtic',
    ),
  ),
  c(
    'football',
    'England',
    'Championship',
    split(
      'Leeds United, Leicester City, Southampton, Norwich City, Sunderland, Middlesbrough, West Bromwich Albion, Coventry City, Watford, Bristol City, Hull City, Stoke City',
    ),
  ),
  c(
    'football',
    'Brazil',
    'Brasileirão Série A',
    split(
      'Flamengo, Palmeiras, Corinthians, São Paulo, Santos, Grêmio, Internacional, Fluminense, Atlético Mineiro, Botafogo, Cruzeiro, Vasco da Gama',
    ),
  ),
  c(
    'football',
    'USA',
    'MLS',
    split(
      'LA Galaxy, Inter Miami, Seattle Sounders, Atlanta United, LAFC, New York City FC, Portland Timbers, Columbus Crew, Orlando City, Austin FC',
    ),
  ),
  c(
    'football',
    'Japan',
    'J1 League',
    split(
      'Kashima Antlers, Urawa Reds, Yokohama F. Marinos, Kawasaki Frontale, Gamba Osaka, Cerezo Osaka, Nagoya Grampus, Vissel Kobe, FC Tokyo, Sanfrecce Hiroshima',
    ),
  ),
];

/** Tennis tournaments; players are invented (no real-person data). */
export const TENNIS: readonly CompetitionSeed[] = [
  c('tennis', 'Austria', 'ATP Vienna', menPlayers(16, 0)),
  c('tennis', 'Switzerland', 'ATP Basel', menPlayers(16, 16)),
  c('tennis', 'Japan', 'ATP Tokyo', menPlayers(16, 32)),
  c('tennis', 'China', 'WTA Beijing', womenPlayers(16, 0)),
  c('tennis', 'Austria', 'WTA Linz', womenPlayers(16, 16)),
];

/** Basketball and ice hockey leagues. */
export const US_SPORTS: readonly CompetitionSeed[] = [
  c(
    'basketball',
    'USA',
    'NBA',
    split(
      'Boston Celtics, Los Angeles Lakers, Golden State Warriors, Milwaukee Bucks, Denver Nuggets, Miami Heat, Phoenix Suns, Dallas Mavericks, Philadelphia 76ers, New York Knicks, Chicago Bulls, Oklahoma City Thunder',
    ),
  ),
  c(
    'basketball',
    'Europe',
    'EuroLeague',
    split(
      'Real Madrid, FC Barcelona, Olympiacos, Panathinaikos, Fenerbahçe, Anadolu Efes, Maccabi Tel Aviv, Žalgiris Kaunas, Partizan Belgrade, Virtus Bologna, AS Monaco, Bayern Munich',
    ),
  ),
  c(
    'ice-hockey',
    'USA',
    'NHL',
    split(
      'Toronto Maple Leafs, Montreal Canadiens, Boston Bruins, New York Rangers, Edmonton Oilers, Colorado Avalanche, Vegas Golden Knights, Tampa Bay Lightning, Florida Panthers, Dallas Stars, Carolina Hurricanes, Vancouver Canucks',
    ),
  ),
  c(
    'ice-hockey',
    'Sweden',
    'SHL',
    split('Frölunda, Färjestad, Skellefteå, Luleå, Växjö Lakers, Rögle, Djurgården, Malmö Redhawks'),
  ),
];

/** E-sports leagues per game. */
export const ESPORTS: readonly CompetitionSeed[] = [
  c(
    'cs2',
    'International',
    'ESL Pro League',
    split(
      'Natus Vincere, FaZe Clan, Team Vitality, G2 Esports, MOUZ, Team Spirit, Heroic, Astralis, Complexity, FURIA',
    ),
  ),
  c(
    'cs2',
    'International',
    'BLAST Premier',
    split('Natus Vincere, FaZe Clan, Team Vitality, G2 Esports, MOUZ, Team Liquid, Eternal Fire, Ninjas in Pyjamas'),
  ),
  c(
    'league-of-legends',
    'Europe',
    'LEC',
    split('G2 Esports, Fnatic, MAD Lions KOI, Team Heretics, Team BDS, SK Gaming, Rogue, Karmine Corp'),
  ),
  c(
    'league-of-legends',
    'Korea',
    'LCK',
    split('T1, Gen.G, Hanwha Life Esports, Dplus KIA, KT Rolster, DRX, Nongshim RedForce, BNK FearX'),
  ),
  c(
    'dota-2',
    'International',
    'DreamLeague',
    split(
      'Team Spirit, Gaimin Gladiators, Team Liquid, Tundra Esports, Team Falcons, BetBoom Team, Xtreme Gaming, Shopify Rebellion',
    ),
  ),
];

/** Racecourses (each a competition) and greyhound tracks; runners are drawn per race. */
export const RACING: readonly CompetitionSeed[] = [
  ...split(
    'Ascot, Cheltenham, Newmarket, York, Kempton, Sandown, Doncaster, Haydock, Lingfield, Wolverhampton, Goodwood, Epsom',
  ).map((track) => c('horse-racing', 'United Kingdom', track)),
  ...split('Leopardstown, Curragh, Punchestown, Fairyhouse, Galway, Dundalk').map((track) =>
    c('horse-racing', 'Ireland', track),
  ),
  ...split('Romford, Hove, Towcester, Sheffield, Nottingham, Monmore').map((track) =>
    c('greyhounds', 'United Kingdom', track),
  ),
  c('greyhounds', 'Ireland', 'Shelbourne Park'),
];

/** Golf tours (competitions) with their invented fields. */
export const GOLF: readonly CompetitionSeed[] = [
  c('golf', 'USA', 'PGA Tour', menPlayers(30, 48)),
  c('golf', 'Europe', 'DP World Tour', menPlayers(30, 78)),
];

/** Virtual sports, on short cycles. */
export const VIRTUAL: readonly CompetitionSeed[] = [
  c(
    'virtual-football',
    'Virtual',
    'Virtual Premier League',
    split(
      'Redwood Rovers, Ashford Athletic, Kingsbridge City, Harbour Town, Millbrook United, Stonegate Wanderers, Riverside Albion, Oakvale Rangers',
    ),
  ),
  c('virtual-horse-racing', 'Virtual', 'Virtual Downs'),
  c('virtual-horse-racing', 'Virtual', 'Virtual Meadows'),
];

/** Every seeded competition. */
export const COMPETITIONS: readonly CompetitionSeed[] = [
  ...FOOTBALL,
  ...TENNIS,
  ...US_SPORTS,
  ...ESPORTS,
  ...RACING,
  ...GOLF,
  ...VIRTUAL,
];

/** Golf tournament names, one per week of the tour (invented). */
export const GOLF_TOURNAMENTS = split(
  'The Lakeside Classic, Cedar Ridge Open, Harbour Links Championship, Pine Valley Invitational, Coastal Masters, Highland Open, Desert Springs Classic, Riverbend Championship',
);
