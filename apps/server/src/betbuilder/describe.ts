import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';

/**
 * The Bet Builder's own translated leg descriptions (decision 040): the catalogue has no
 * translated market or outcome names yet, so the builder words each of its market kinds itself
 * in the site's 10 languages. Team and player names stay as they are; lines and scores are
 * written the language's way (2,5 in German, a sign on handicaps).
 */
interface Templates {
  readonly win: string;
  readonly draw: string;
  readonly htWin: string;
  readonly htDraw: string;
  readonly shWin: string;
  readonly shDraw: string;
  readonly doubleChance: string;
  readonly drawWord: string;
  readonly drawNoBet: string;
  readonly over: string;
  readonly under: string;
  readonly teamOver: string;
  readonly teamUnder: string;
  readonly bttsYes: string;
  readonly bttsNo: string;
  readonly score: string;
  readonly otherScore: string;
  readonly asian: string;
  readonly european: string;
  readonly europeanDraw: string;
  readonly scorer: string;
  readonly spread: string;
  readonly pointsOver: string;
  readonly pointsUnder: string;
  readonly setScore: string;
  readonly gamesOver: string;
  readonly gamesUnder: string;
}

const TEMPLATES: Record<Language, Templates> = {
  en: {
    win: '{team} to win',
    draw: 'Match drawn',
    htWin: '{team} to lead at half time',
    htDraw: 'Level at half time',
    shWin: '{team} to win the second half',
    shDraw: 'Second half drawn',
    doubleChance: 'Double chance: {a} or {b}',
    drawWord: 'draw',
    drawNoBet: '{team} to win (draw no bet)',
    over: 'Over {line} goals',
    under: 'Under {line} goals',
    teamOver: '{team} over {line} goals',
    teamUnder: '{team} under {line} goals',
    bttsYes: 'Both teams to score',
    bttsNo: 'Not both teams to score',
    score: 'Correct score {score}',
    otherScore: 'Correct score: any other score',
    asian: '{team} {line} (Asian handicap)',
    european: '{team} to win with a {line} handicap',
    europeanDraw: 'Draw with a {line} handicap',
    scorer: '{player} to score',
    spread: '{team} {line} points',
    pointsOver: 'Over {line} points',
    pointsUnder: 'Under {line} points',
    setScore: '{team} to win {score} in sets',
    gamesOver: 'Over {line} games',
    gamesUnder: 'Under {line} games',
  },
  pt: {
    win: '{team} vence',
    draw: 'Empate',
    htWin: '{team} a vencer ao intervalo',
    htDraw: 'Empate ao intervalo',
    shWin: '{team} a vencer a segunda parte',
    shDraw: 'Segunda parte empatada',
    doubleChance: 'Dupla hipótese: {a} ou {b}',
    drawWord: 'empate',
    drawNoBet: '{team} vence (empate anula aposta)',
    over: 'Mais de {line} golos',
    under: 'Menos de {line} golos',
    teamOver: '{team} mais de {line} golos',
    teamUnder: '{team} menos de {line} golos',
    bttsYes: 'Ambas as equipas marcam',
    bttsNo: 'Não marcam ambas as equipas',
    score: 'Resultado exato {score}',
    otherScore: 'Resultado exato: qualquer outro',
    asian: '{team} {line} (handicap asiático)',
    european: '{team} vence com handicap {line}',
    europeanDraw: 'Empate com handicap {line}',
    scorer: '{player} marca',
    spread: '{team} {line} pontos',
    pointsOver: 'Mais de {line} pontos',
    pointsUnder: 'Menos de {line} pontos',
    setScore: '{team} vence por {score} em sets',
    gamesOver: 'Mais de {line} jogos',
    gamesUnder: 'Menos de {line} jogos',
  },
  es: {
    win: 'Gana {team}',
    draw: 'Empate',
    htWin: '{team} gana al descanso',
    htDraw: 'Empate al descanso',
    shWin: '{team} gana la segunda parte',
    shDraw: 'Segunda parte en empate',
    doubleChance: 'Doble oportunidad: {a} o {b}',
    drawWord: 'empate',
    drawNoBet: 'Gana {team} (empate no válido)',
    over: 'Más de {line} goles',
    under: 'Menos de {line} goles',
    teamOver: '{team} más de {line} goles',
    teamUnder: '{team} menos de {line} goles',
    bttsYes: 'Ambos equipos marcan',
    bttsNo: 'No marcan ambos equipos',
    score: 'Resultado exacto {score}',
    otherScore: 'Resultado exacto: cualquier otro',
    asian: '{team} {line} (hándicap asiático)',
    european: 'Gana {team} con hándicap {line}',
    europeanDraw: 'Empate con hándicap {line}',
    scorer: '{player} marca',
    spread: '{team} {line} puntos',
    pointsOver: 'Más de {line} puntos',
    pointsUnder: 'Menos de {line} puntos',
    setScore: 'Gana {team} por {score} en sets',
    gamesOver: 'Más de {line} juegos',
    gamesUnder: 'Menos de {line} juegos',
  },
  fr: {
    win: '{team} gagne',
    draw: 'Match nul',
    htWin: '{team} mène à la mi-temps',
    htDraw: 'Égalité à la mi-temps',
    shWin: '{team} remporte la seconde période',
    shDraw: 'Seconde période nulle',
    doubleChance: 'Double chance : {a} ou {b}',
    drawWord: 'nul',
    drawNoBet: '{team} gagne (remboursé si nul)',
    over: 'Plus de {line} buts',
    under: 'Moins de {line} buts',
    teamOver: '{team} plus de {line} buts',
    teamUnder: '{team} moins de {line} buts',
    bttsYes: 'Les deux équipes marquent',
    bttsNo: 'Les deux équipes ne marquent pas',
    score: 'Score exact {score}',
    otherScore: 'Score exact : un autre score',
    asian: '{team} {line} (handicap asiatique)',
    european: '{team} gagne avec handicap {line}',
    europeanDraw: 'Nul avec handicap {line}',
    scorer: '{player} marque',
    spread: '{team} {line} points',
    pointsOver: 'Plus de {line} points',
    pointsUnder: 'Moins de {line} points',
    setScore: '{team} gagne {score} en sets',
    gamesOver: 'Plus de {line} jeux',
    gamesUnder: 'Moins de {line} jeux',
  },
  ro: {
    win: '{team} câștigă',
    draw: 'Egal',
    htWin: '{team} conduce la pauză',
    htDraw: 'Egal la pauză',
    shWin: '{team} câștigă repriza a doua',
    shDraw: 'Repriza a doua egală',
    doubleChance: 'Șansă dublă: {a} sau {b}',
    drawWord: 'egal',
    drawNoBet: '{team} câștigă (egal rambursat)',
    over: 'Peste {line} goluri',
    under: 'Sub {line} goluri',
    teamOver: '{team} peste {line} goluri',
    teamUnder: '{team} sub {line} goluri',
    bttsYes: 'Ambele echipe marchează',
    bttsNo: 'Nu marchează ambele echipe',
    score: 'Scor corect {score}',
    otherScore: 'Scor corect: orice alt scor',
    asian: '{team} {line} (handicap asiatic)',
    european: '{team} câștigă cu handicap {line}',
    europeanDraw: 'Egal cu handicap {line}',
    scorer: '{player} marchează',
    spread: '{team} {line} puncte',
    pointsOver: 'Peste {line} puncte',
    pointsUnder: 'Sub {line} puncte',
    setScore: '{team} câștigă cu {score} la seturi',
    gamesOver: 'Peste {line} game-uri',
    gamesUnder: 'Sub {line} game-uri',
  },
  fi: {
    win: '{team} voittaa',
    draw: 'Tasapeli',
    htWin: '{team} johtaa puoliajalla',
    htDraw: 'Tasan puoliajalla',
    shWin: '{team} voittaa toisen puoliajan',
    shDraw: 'Toinen puoliaika tasan',
    doubleChance: 'Tuplamahdollisuus: {a} tai {b}',
    drawWord: 'tasapeli',
    drawNoBet: '{team} voittaa (tasapeli palauttaa)',
    over: 'Yli {line} maalia',
    under: 'Alle {line} maalia',
    teamOver: '{team} yli {line} maalia',
    teamUnder: '{team} alle {line} maalia',
    bttsYes: 'Molemmat joukkueet tekevät maalin',
    bttsNo: 'Molemmat joukkueet eivät tee maalia',
    score: 'Oikea tulos {score}',
    otherScore: 'Oikea tulos: jokin muu tulos',
    asian: '{team} {line} (aasialainen tasoitus)',
    european: '{team} voittaa tasoituksella {line}',
    europeanDraw: 'Tasapeli tasoituksella {line}',
    scorer: '{player} tekee maalin',
    spread: '{team} {line} pistettä',
    pointsOver: 'Yli {line} pistettä',
    pointsUnder: 'Alle {line} pistettä',
    setScore: '{team} voittaa erin {score}',
    gamesOver: 'Yli {line} peliä',
    gamesUnder: 'Alle {line} peliä',
  },
  de: {
    win: '{team} gewinnt',
    draw: 'Unentschieden',
    htWin: '{team} führt zur Halbzeit',
    htDraw: 'Unentschieden zur Halbzeit',
    shWin: '{team} gewinnt die zweite Halbzeit',
    shDraw: 'Zweite Halbzeit unentschieden',
    doubleChance: 'Doppelte Chance: {a} oder {b}',
    drawWord: 'Unentschieden',
    drawNoBet: '{team} gewinnt (Unentschieden keine Wette)',
    over: 'Über {line} Tore',
    under: 'Unter {line} Tore',
    teamOver: '{team} über {line} Tore',
    teamUnder: '{team} unter {line} Tore',
    bttsYes: 'Beide Teams treffen',
    bttsNo: 'Nicht beide Teams treffen',
    score: 'Genaues Ergebnis {score}',
    otherScore: 'Genaues Ergebnis: ein anderes Ergebnis',
    asian: '{team} {line} (Asian Handicap)',
    european: '{team} gewinnt mit Handicap {line}',
    europeanDraw: 'Unentschieden mit Handicap {line}',
    scorer: '{player} trifft',
    spread: '{team} {line} Punkte',
    pointsOver: 'Über {line} Punkte',
    pointsUnder: 'Unter {line} Punkte',
    setScore: '{team} gewinnt {score} in Sätzen',
    gamesOver: 'Über {line} Spiele',
    gamesUnder: 'Unter {line} Spiele',
  },
  ja: {
    win: '{team}の勝利',
    draw: '引き分け',
    htWin: '前半終了時に{team}がリード',
    htDraw: '前半終了時に同点',
    shWin: '{team}が後半を制する',
    shDraw: '後半は引き分け',
    doubleChance: 'ダブルチャンス: {a}または{b}',
    drawWord: '引き分け',
    drawNoBet: '{team}の勝利（引き分け返金）',
    over: '{line}ゴール以上（オーバー）',
    under: '{line}ゴール未満（アンダー）',
    teamOver: '{team} {line}ゴール以上（オーバー）',
    teamUnder: '{team} {line}ゴール未満（アンダー）',
    bttsYes: '両チーム得点',
    bttsNo: '両チーム得点なし',
    score: '正確なスコア {score}',
    otherScore: '正確なスコア: その他のスコア',
    asian: '{team} {line}（アジアンハンディキャップ）',
    european: 'ハンディキャップ{line}で{team}の勝利',
    europeanDraw: 'ハンディキャップ{line}で引き分け',
    scorer: '{player}が得点',
    spread: '{team} {line}ポイント',
    pointsOver: '{line}ポイント以上（オーバー）',
    pointsUnder: '{line}ポイント未満（アンダー）',
    setScore: '{team}がセットカウント{score}で勝利',
    gamesOver: '{line}ゲーム以上（オーバー）',
    gamesUnder: '{line}ゲーム未満（アンダー）',
  },
  el: {
    win: '{team} κερδίζει',
    draw: 'Ισοπαλία',
    htWin: '{team} προηγείται στο ημίχρονο',
    htDraw: 'Ισοπαλία στο ημίχρονο',
    shWin: '{team} κερδίζει το δεύτερο ημίχρονο',
    shDraw: 'Ισοπαλία στο δεύτερο ημίχρονο',
    doubleChance: 'Διπλή ευκαιρία: {a} ή {b}',
    drawWord: 'ισοπαλία',
    drawNoBet: '{team} κερδίζει (επιστροφή σε ισοπαλία)',
    over: 'Πάνω από {line} γκολ',
    under: 'Κάτω από {line} γκολ',
    teamOver: '{team} πάνω από {line} γκολ',
    teamUnder: '{team} κάτω από {line} γκολ',
    bttsYes: 'Σκοράρουν και οι δύο ομάδες',
    bttsNo: 'Δεν σκοράρουν και οι δύο ομάδες',
    score: 'Σωστό σκορ {score}',
    otherScore: 'Σωστό σκορ: οποιοδήποτε άλλο',
    asian: '{team} {line} (ασιατικό χάντικαπ)',
    european: '{team} κερδίζει με χάντικαπ {line}',
    europeanDraw: 'Ισοπαλία με χάντικαπ {line}',
    scorer: '{player} σκοράρει',
    spread: '{team} {line} πόντοι',
    pointsOver: 'Πάνω από {line} πόντους',
    pointsUnder: 'Κάτω από {line} πόντους',
    setScore: '{team} κερδίζει {score} σετ',
    gamesOver: 'Πάνω από {line} γκέιμ',
    gamesUnder: 'Κάτω από {line} γκέιμ',
  },
  nl: {
    win: '{team} wint',
    draw: 'Gelijkspel',
    htWin: '{team} staat voor bij de rust',
    htDraw: 'Gelijk bij de rust',
    shWin: '{team} wint de tweede helft',
    shDraw: 'Tweede helft gelijk',
    doubleChance: 'Dubbele kans: {a} of {b}',
    drawWord: 'gelijkspel',
    drawNoBet: '{team} wint (geld terug bij gelijkspel)',
    over: 'Meer dan {line} doelpunten',
    under: 'Minder dan {line} doelpunten',
    teamOver: '{team} meer dan {line} doelpunten',
    teamUnder: '{team} minder dan {line} doelpunten',
    bttsYes: 'Beide teams scoren',
    bttsNo: 'Niet beide teams scoren',
    score: 'Juiste uitslag {score}',
    otherScore: 'Juiste uitslag: een andere uitslag',
    asian: '{team} {line} (Aziatische handicap)',
    european: '{team} wint met handicap {line}',
    europeanDraw: 'Gelijkspel met handicap {line}',
    scorer: '{player} scoort',
    spread: '{team} {line} punten',
    pointsOver: 'Meer dan {line} punten',
    pointsUnder: 'Minder dan {line} punten',
    setScore: '{team} wint met {score} in sets',
    gamesOver: 'Meer dan {line} games',
    gamesUnder: 'Minder dan {line} games',
  },
};

/** One of our 10 languages for a request's `lang` (`pt-BR` → `pt`); English for any other. */
export function builderLanguage(lang: string | undefined): Language {
  const base = (lang ?? 'en').toLowerCase().split(/[-_]/)[0]!;
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

/** What a leg is about: its market kind and line, its outcome's model key and the names in it. */
export interface LegWords {
  readonly type: string;
  readonly line: number | null;
  readonly key: string;
  /** The outcome's own name (a player's name for a scorer). */
  readonly name: string;
  readonly home: string;
  readonly away: string;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * The number formats of each language, made once: building an `Intl.NumberFormat` costs far more
 * than formatting with one, and a calculate describes every leg (the HTTP bench's top cost).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: Language, signed: boolean): Intl.NumberFormat {
  const key = `${lang}:${signed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, signDisplay: signed ? 'exceptZero' : 'auto' });
    numberFormats.set(key, format);
  }
  return format;
}

/** A leg's description in `lang`, or null for a market kind the builder has no words for. */
export function describeLeg(lang: Language, leg: LegWords): string | null {
  const words = TEMPLATES[lang];
  const number = (value: number, signed = false) => numberFormat(lang, signed).format(value);
  const side = leg.key === 'home' ? leg.home : leg.key === 'away' ? leg.away : null;
  const line = leg.line === null ? '' : number(leg.line);
  // A handicap line is the home side's; the away side gets its opposite.
  const handicap = leg.line === null ? '' : number(leg.key === 'away' ? -leg.line : leg.line, true);
  const overUnder = (over: string, under: string, values: Record<string, string> = {}) =>
    leg.key === 'over'
      ? fill(over, { line, ...values })
      : leg.key === 'under'
        ? fill(under, { line, ...values })
        : null;
  switch (leg.type) {
    case '1x2':
    case 'moneyline':
      return side ? fill(words.win, { team: side }) : leg.key === 'draw' ? words.draw : null;
    case 'half_time_result':
      return side ? fill(words.htWin, { team: side }) : leg.key === 'draw' ? words.htDraw : null;
    case 'second_half_result':
      return side ? fill(words.shWin, { team: side }) : leg.key === 'draw' ? words.shDraw : null;
    case 'double_chance': {
      const part = (code: string) => (code === '1' ? leg.home : code === '2' ? leg.away : words.drawWord);
      return leg.key.length === 2 ? fill(words.doubleChance, { a: part(leg.key[0]!), b: part(leg.key[1]!) }) : null;
    }
    case 'draw_no_bet':
      return side ? fill(words.drawNoBet, { team: side }) : null;
    case 'total_goals':
      return overUnder(words.over, words.under);
    case 'home_total_goals':
      return overUnder(words.teamOver, words.teamUnder, { team: leg.home });
    case 'away_total_goals':
      return overUnder(words.teamOver, words.teamUnder, { team: leg.away });
    case 'btts':
      return leg.key === 'yes' ? words.bttsYes : leg.key === 'no' ? words.bttsNo : null;
    case 'correct_score': {
      if (leg.key === 'other') return words.otherScore;
      const goals = leg.key.split('-').map(Number);
      if (goals.length !== 2 || goals.some((value) => !Number.isInteger(value))) return null;
      return fill(words.score, { score: goals.map((value) => number(value)).join('-') });
    }
    case 'asian_handicap':
      return side ? fill(words.asian, { team: side, line: handicap }) : null;
    case 'european_handicap':
      return side
        ? fill(words.european, { team: side, line: handicap })
        : leg.key === 'draw'
          ? fill(words.europeanDraw, { line: handicap })
          : null;
    case 'anytime_goalscorer':
      return fill(words.scorer, { player: leg.name });
    case 'spread':
      return side ? fill(words.spread, { team: side, line: handicap }) : null;
    case 'total':
      return overUnder(words.pointsOver, words.pointsUnder);
    case 'match_winner':
      return leg.key === 'A'
        ? fill(words.win, { team: leg.home })
        : leg.key === 'B'
          ? fill(words.win, { team: leg.away })
          : null;
    case 'set_betting': {
      const sets = leg.key.split('-').map(Number);
      if (sets.length !== 2 || sets[0] === sets[1] || sets.some((value) => !Number.isInteger(value))) return null;
      const [a, b] = sets as [number, number];
      const score = `${number(Math.max(a, b))}-${number(Math.min(a, b))}`;
      return fill(words.setScore, { team: a > b ? leg.home : leg.away, score });
    }
    case 'total_games':
      return overUnder(words.gamesOver, words.gamesUnder);
    default:
      return null;
  }
}
