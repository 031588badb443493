import type { StreamErrorCode } from '@sportsbook/protocol';
import { resolveLang } from '../content/index';

type Translated = Exclude<StreamErrorCode, 'VALIDATION_ERROR'>;

/** The bettor's messages of stream refusals, per served language (spec 001 §8: the client shows them). */
const MESSAGES: Readonly<Record<string, Readonly<Record<Translated, string>>>> = {
  en: {
    NOT_AUTHENTICATED: 'Please login to watch the stream',
    STREAM_NOT_FOUND: 'There is no live stream for this event.',
    STREAM_ENDED: 'This stream has ended.',
    STREAM_LINK_EXPIRED: 'This stream link has expired. Please select the stream again.',
  },
  pt: {
    NOT_AUTHENTICATED: 'Inicie sessão para ver a transmissão',
    STREAM_NOT_FOUND: 'Não há transmissão em direto para este evento.',
    STREAM_ENDED: 'Esta transmissão terminou.',
    STREAM_LINK_EXPIRED: 'Este link da transmissão expirou. Selecione a transmissão novamente.',
  },
  es: {
    NOT_AUTHENTICATED: 'Inicia sesión para ver la transmisión',
    STREAM_NOT_FOUND: 'No hay transmisión en directo para este evento.',
    STREAM_ENDED: 'Esta transmisión ha terminado.',
    STREAM_LINK_EXPIRED: 'Este enlace de la transmisión ha caducado. Vuelve a seleccionar la transmisión.',
  },
  fr: {
    NOT_AUTHENTICATED: 'Veuillez vous connecter pour regarder le direct',
    STREAM_NOT_FOUND: "Il n'y a pas de direct vidéo pour cet événement.",
    STREAM_ENDED: 'Ce direct est terminé.',
    STREAM_LINK_EXPIRED: 'Ce lien de diffusion a expiré. Veuillez sélectionner à nouveau le direct.',
  },
  ro: {
    NOT_AUTHENTICATED: 'Vă rugăm să vă autentificați pentru a urmări transmisiunea',
    STREAM_NOT_FOUND: 'Nu există transmisiune live pentru acest eveniment.',
    STREAM_ENDED: 'Această transmisiune s-a încheiat.',
    STREAM_LINK_EXPIRED: 'Linkul transmisiunii a expirat. Selectați din nou transmisiunea.',
  },
  fi: {
    NOT_AUTHENTICATED: 'Kirjaudu sisään katsoaksesi lähetystä',
    STREAM_NOT_FOUND: 'Tälle tapahtumalle ei ole suoraa lähetystä.',
    STREAM_ENDED: 'Tämä lähetys on päättynyt.',
    STREAM_LINK_EXPIRED: 'Lähetyksen linkki on vanhentunut. Valitse lähetys uudelleen.',
  },
  de: {
    NOT_AUTHENTICATED: 'Bitte melden Sie sich an, um den Stream anzusehen',
    STREAM_NOT_FOUND: 'Für dieses Ereignis gibt es keinen Livestream.',
    STREAM_ENDED: 'Dieser Stream ist beendet.',
    STREAM_LINK_EXPIRED: 'Dieser Stream-Link ist abgelaufen. Bitte wählen Sie den Stream erneut aus.',
  },
  ja: {
    NOT_AUTHENTICATED: 'ストリームを視聴するにはログインしてください',
    STREAM_NOT_FOUND: 'このイベントのライブストリームはありません。',
    STREAM_ENDED: 'このストリームは終了しました。',
    STREAM_LINK_EXPIRED: 'ストリームのリンクの有効期限が切れました。もう一度ストリームを選択してください。',
  },
  el: {
    NOT_AUTHENTICATED: 'Συνδεθείτε για να δείτε τη μετάδοση',
    STREAM_NOT_FOUND: 'Δεν υπάρχει ζωντανή μετάδοση για αυτό το γεγονός.',
    STREAM_ENDED: 'Αυτή η μετάδοση έχει τελειώσει.',
    STREAM_LINK_EXPIRED: 'Ο σύνδεσμος της μετάδοσης έληξε. Επιλέξτε ξανά τη μετάδοση.',
  },
  nl: {
    NOT_AUTHENTICATED: 'Log in om de stream te bekijken',
    STREAM_NOT_FOUND: 'Er is geen livestream voor dit evenement.',
    STREAM_ENDED: 'Deze stream is afgelopen.',
    STREAM_LINK_EXPIRED: 'Deze streamlink is verlopen. Selecteer de stream opnieuw.',
  },
};

/** The refusal's message in `lang` (its base language, else English). */
export function streamMessage(code: Translated, lang: string | undefined): string {
  const table = MESSAGES[resolveLang(lang)] ?? MESSAGES.en;
  return (table ?? {})[code] ?? code;
}
