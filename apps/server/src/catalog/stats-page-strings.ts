import { LANGUAGES } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';

/** The labels of the stats page (spec 001 §2 "Stats modal"), in the product's ten languages. */
export interface StatsPageStrings {
  readonly title: string;
  readonly competition: string;
  readonly starts: string;
  readonly status: string;
  readonly time: string;
  readonly score: string;
  readonly team: string;
  readonly points: string;
  readonly sets: string;
  readonly serving: string;
  readonly live: string;
  readonly notStarted: string;
  readonly ended: string;
  readonly none: string;
  readonly notFound: string;
}

const STRINGS: Readonly<Record<Language, StatsPageStrings>> = {
  en: {
    title: 'Statistics',
    competition: 'Competition',
    starts: 'Starts',
    status: 'Status',
    time: 'Time',
    score: 'Score',
    team: 'Team',
    points: 'Score',
    sets: 'Sets',
    serving: 'Serving',
    live: 'Live',
    notStarted: 'Not started',
    ended: 'Ended',
    none: 'No statistics yet: they appear once the event starts.',
    notFound: 'There are no statistics for this event.',
  },
  pt: {
    title: 'Estatísticas',
    competition: 'Competição',
    starts: 'Início',
    status: 'Estado',
    time: 'Tempo',
    score: 'Resultado',
    team: 'Equipa',
    points: 'Resultado',
    sets: 'Sets',
    serving: 'Serviço',
    live: 'Ao vivo',
    notStarted: 'Não começou',
    ended: 'Terminado',
    none: 'Ainda sem estatísticas: aparecem quando o evento começar.',
    notFound: 'Não há estatísticas para este evento.',
  },
  es: {
    title: 'Estadísticas',
    competition: 'Competición',
    starts: 'Comienza',
    status: 'Estado',
    time: 'Tiempo',
    score: 'Marcador',
    team: 'Equipo',
    points: 'Marcador',
    sets: 'Sets',
    serving: 'Saca',
    live: 'En directo',
    notStarted: 'No ha empezado',
    ended: 'Finalizado',
    none: 'Aún no hay estadísticas: aparecen cuando empieza el evento.',
    notFound: 'No hay estadísticas para este evento.',
  },
  fr: {
    title: 'Statistiques',
    competition: 'Compétition',
    starts: 'Début',
    status: 'Statut',
    time: 'Temps',
    score: 'Score',
    team: 'Équipe',
    points: 'Score',
    sets: 'Sets',
    serving: 'Au service',
    live: 'En direct',
    notStarted: 'Pas commencé',
    ended: 'Terminé',
    none: "Pas encore de statistiques : elles apparaissent au début de l'événement.",
    notFound: "Il n'y a pas de statistiques pour cet événement.",
  },
  ro: {
    title: 'Statistici',
    competition: 'Competiție',
    starts: 'Începe',
    status: 'Stare',
    time: 'Timp',
    score: 'Scor',
    team: 'Echipă',
    points: 'Scor',
    sets: 'Seturi',
    serving: 'La serviciu',
    live: 'Live',
    notStarted: 'Neînceput',
    ended: 'Încheiat',
    none: 'Încă nu există statistici: apar când începe evenimentul.',
    notFound: 'Nu există statistici pentru acest eveniment.',
  },
  fi: {
    title: 'Tilastot',
    competition: 'Sarja',
    starts: 'Alkaa',
    status: 'Tila',
    time: 'Aika',
    score: 'Tulos',
    team: 'Joukkue',
    points: 'Tulos',
    sets: 'Erät',
    serving: 'Syöttää',
    live: 'Live',
    notStarted: 'Ei alkanut',
    ended: 'Päättynyt',
    none: 'Ei vielä tilastoja: ne näkyvät, kun tapahtuma alkaa.',
    notFound: 'Tälle tapahtumalle ei ole tilastoja.',
  },
  de: {
    title: 'Statistiken',
    competition: 'Wettbewerb',
    starts: 'Beginn',
    status: 'Status',
    time: 'Zeit',
    score: 'Spielstand',
    team: 'Team',
    points: 'Spielstand',
    sets: 'Sätze',
    serving: 'Aufschlag',
    live: 'Live',
    notStarted: 'Nicht begonnen',
    ended: 'Beendet',
    none: 'Noch keine Statistiken: Sie erscheinen, sobald das Ereignis beginnt.',
    notFound: 'Für dieses Ereignis gibt es keine Statistiken.',
  },
  ja: {
    title: '統計',
    competition: '大会',
    starts: '開始',
    status: '状況',
    time: '時間',
    score: 'スコア',
    team: 'チーム',
    points: 'スコア',
    sets: 'セット',
    serving: 'サーブ',
    live: 'ライブ',
    notStarted: '開始前',
    ended: '終了',
    none: '統計はまだありません。イベント開始後に表示されます。',
    notFound: 'このイベントの統計はありません。',
  },
  el: {
    title: 'Στατιστικά',
    competition: 'Διοργάνωση',
    starts: 'Έναρξη',
    status: 'Κατάσταση',
    time: 'Χρόνος',
    score: 'Σκορ',
    team: 'Ομάδα',
    points: 'Σκορ',
    sets: 'Σετ',
    serving: 'Στο σερβίς',
    live: 'Ζωντανά',
    notStarted: 'Δεν έχει αρχίσει',
    ended: 'Έληξε',
    none: 'Δεν υπάρχουν ακόμη στατιστικά: εμφανίζονται όταν αρχίσει η αναμέτρηση.',
    notFound: 'Δεν υπάρχουν στατιστικά για αυτή την αναμέτρηση.',
  },
  nl: {
    title: 'Statistieken',
    competition: 'Competitie',
    starts: 'Begint',
    status: 'Status',
    time: 'Tijd',
    score: 'Stand',
    team: 'Team',
    points: 'Stand',
    sets: 'Sets',
    serving: 'Serveert',
    live: 'Live',
    notStarted: 'Niet begonnen',
    ended: 'Afgelopen',
    none: 'Nog geen statistieken: ze verschijnen zodra het evenement begint.',
    notFound: 'Er zijn geen statistieken voor dit evenement.',
  },
};

/** Language codes other sites use for ours (spec 001 §7: 'in' is shown in English). */
const LANGUAGE_ALIASES: Readonly<Record<string, Language>> = { in: 'en', gb: 'en', gr: 'el', jp: 'ja' };

/** The page language for a requested code: one of the ten, an alias, or English. */
export function statsPageLanguage(lang: string | undefined): Language {
  const code = (lang ?? 'en').toLowerCase().split(/[-_]/)[0] ?? 'en';
  if ((LANGUAGES as readonly string[]).includes(code)) return code as Language;
  return Object.hasOwn(LANGUAGE_ALIASES, code) ? (LANGUAGE_ALIASES[code] ?? 'en') : 'en';
}

/** The stats page's labels in a language. */
export function statsPageStrings(language: Language): StatsPageStrings {
  return STRINGS[language];
}
