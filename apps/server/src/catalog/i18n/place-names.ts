import { t } from './market-words';
import type { Translations } from './market-words';

/** Region names, keyed by the English name trading stores. */
export const REGION_NAMES: Readonly<Record<string, Translations>> = {
  Austria: t(
    'Áustria',
    'Austria',
    'Autriche',
    'Austria',
    'Itävalta',
    'Österreich',
    'オーストリア',
    'Αυστρία',
    'Oostenrijk',
  ),
  Brazil: t('Brasil', 'Brasil', 'Brésil', 'Brazilia', 'Brasilia', 'Brasilien', 'ブラジル', 'Βραζιλία', 'Brazilië'),
  China: t('China', 'China', 'Chine', 'China', 'Kiina', 'China', '中国', 'Κίνα', 'China'),
  England: t(
    'Inglaterra',
    'Inglaterra',
    'Angleterre',
    'Anglia',
    'Englanti',
    'England',
    'イングランド',
    'Αγγλία',
    'Engeland',
  ),
  Europe: t('Europa', 'Europa', 'Europe', 'Europa', 'Eurooppa', 'Europa', 'ヨーロッパ', 'Ευρώπη', 'Europa'),
  France: t('França', 'Francia', 'France', 'Franța', 'Ranska', 'Frankreich', 'フランス', 'Γαλλία', 'Frankrijk'),
  Germany: t(
    'Alemanha',
    'Alemania',
    'Allemagne',
    'Germania',
    'Saksa',
    'Deutschland',
    'ドイツ',
    'Γερμανία',
    'Duitsland',
  ),
  International: t(
    'Internacional',
    'Internacional',
    'International',
    'Internațional',
    'Kansainvälinen',
    'International',
    '国際',
    'Διεθνές',
    'Internationaal',
  ),
  Ireland: t('Irlanda', 'Irlanda', 'Irlande', 'Irlanda', 'Irlanti', 'Irland', 'アイルランド', 'Ιρλανδία', 'Ierland'),
  Italy: t('Itália', 'Italia', 'Italie', 'Italia', 'Italia', 'Italien', 'イタリア', 'Ιταλία', 'Italië'),
  Japan: t('Japão', 'Japón', 'Japon', 'Japonia', 'Japani', 'Japan', '日本', 'Ιαπωνία', 'Japan'),
  Korea: t('Coreia', 'Corea', 'Corée', 'Coreea', 'Korea', 'Korea', '韓国', 'Κορέα', 'Korea'),
  Spain: t('Espanha', 'España', 'Espagne', 'Spania', 'Espanja', 'Spanien', 'スペイン', 'Ισπανία', 'Spanje'),
  Sweden: t('Suécia', 'Suecia', 'Suède', 'Suedia', 'Ruotsi', 'Schweden', 'スウェーデン', 'Σουηδία', 'Zweden'),
  Switzerland: t('Suíça', 'Suiza', 'Suisse', 'Elveția', 'Sveitsi', 'Schweiz', 'スイス', 'Ελβετία', 'Zwitserland'),
  USA: t('EUA', 'EE. UU.', 'États-Unis', 'SUA', 'Yhdysvallat', 'USA', 'アメリカ', 'ΗΠΑ', 'VS'),
  'United Kingdom': t(
    'Reino Unido',
    'Reino Unido',
    'Royaume-Uni',
    'Regatul Unit',
    'Yhdistynyt kuningaskunta',
    'Vereinigtes Königreich',
    'イギリス',
    'Ηνωμένο Βασίλειο',
    'Verenigd Koninkrijk',
  ),
  Virtual: t('Virtual', 'Virtual', 'Virtuel', 'Virtual', 'Virtuaali', 'Virtuell', 'バーチャル', 'Εικονικά', 'Virtueel'),
};

/**
 * Competition names a first-class book translates; every other one is a proper name (Premier
 * League, LaLiga, a racecourse) and stays as it is.
 */
export const COMPETITION_NAMES: Readonly<Record<string, Translations>> = {
  'Champions League': t(
    'Liga dos Campeões',
    'Liga de Campeones',
    'Ligue des champions',
    'Liga Campionilor',
    'Mestarien liiga',
    'Champions League',
    'チャンピオンズリーグ',
    'Champions League',
    'Champions League',
  ),
  'Virtual Premier League': t(
    'Premier League Virtual',
    'Premier League Virtual',
    'Premier League virtuelle',
    'Premier League virtuală',
    'Virtuaali-Premier League',
    'Virtuelle Premier League',
    'バーチャル・プレミアリーグ',
    'Εικονική Premier League',
    'Virtuele Premier League',
  ),
  'Virtual Downs': t(
    'Virtual Downs',
    'Virtual Downs',
    'Virtual Downs',
    'Virtual Downs',
    'Virtual Downs',
    'Virtual Downs',
    'バーチャル・ダウンズ',
    'Virtual Downs',
    'Virtual Downs',
  ),
  'Virtual Meadows': t(
    'Virtual Meadows',
    'Virtual Meadows',
    'Virtual Meadows',
    'Virtual Meadows',
    'Virtual Meadows',
    'Virtual Meadows',
    'バーチャル・メドウズ',
    'Virtual Meadows',
    'Virtual Meadows',
  ),
};

/** Host cities inside tournament names ('ATP Vienna' → 'ATP Wien'). */
export const CITY_NAMES: Readonly<Record<string, Translations>> = {
  Vienna: t('Viena', 'Viena', 'Vienne', 'Viena', 'Wien', 'Wien', 'ウィーン', 'Βιέννη', 'Wenen'),
  Basel: t('Basileia', 'Basilea', 'Bâle', 'Basel', 'Basel', 'Basel', 'バーゼル', 'Βασιλεία', 'Bazel'),
  Tokyo: t('Tóquio', 'Tokio', 'Tokyo', 'Tokyo', 'Tokio', 'Tokio', '東京', 'Τόκιο', 'Tokio'),
  Beijing: t('Pequim', 'Pekín', 'Pékin', 'Beijing', 'Peking', 'Peking', '北京', 'Πεκίνο', 'Peking'),
  Linz: t('Linz', 'Linz', 'Linz', 'Linz', 'Linz', 'Linz', 'リンツ', 'Λιντς', 'Linz'),
};
