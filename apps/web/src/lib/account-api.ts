import {
  loginResponseSchema,
  mainDynamicConfigResponseSchema,
  playerDetailsResponseSchema,
  playerLanguageAnswerSchema,
  refreshResponseSchema,
  tokenLoginSuccessSchema,
} from '@sportsbook/protocol';
import type {
  LoginResponse,
  MainDynamicConfigResponse,
  PlayerDetailsResponse,
  PlayerLanguageAnswer,
  RefreshResponse,
  TokenLoginSuccess,
} from '@sportsbook/protocol';
import type { Language } from '@sportsbook/betting';
import { useSiteStore } from '../stores/site-store';
import { buildUrl, requestJson } from './http';
import { sportsRequest } from './sports-api';

/*
 * The account API on the ACCOUNT origin (docs/api.md "Player and accounts", spec 001 §7) and the
 * two sports-API player calls the session needs. Base URLs come from the country's configuration,
 * never from the page's own origin.
 */

function accountUrl(path: string, query?: Parameters<typeof buildUrl>[2]): string {
  return buildUrl(useSiteStore.getState().config.accountApi, path, query);
}

function bearer(frontendToken: string): Record<string, string> {
  return { authorization: `Bearer ${frontendToken}` };
}

/** What a web login needs from the form. */
export interface PasswordLogin {
  readonly username: string;
  readonly password: string;
  readonly deviceName: string;
}

/** `POST /api/login` (platform web); a wrong pair throws ApiError `INVALID_LOGIN` (HTTP 401). */
export function loginWithPassword({ username, password, deviceName }: PasswordLogin): Promise<LoginResponse> {
  return requestJson(accountUrl('/api/login'), {
    schema: loginResponseSchema,
    method: 'POST',
    body: { username, password, platform: 'web', device_name: deviceName, extras: {} },
  });
}

/**
 * `POST /getMainDynamicConfig` (form-encoded, Bearer frontend token): balance plus a fresh
 * sports token; 401 `NOT_AUTHENTICATED` once the account session is gone.
 */
export function fetchMainDynamicConfig(frontendToken: string): Promise<MainDynamicConfigResponse> {
  return requestJson(accountUrl('/getMainDynamicConfig'), {
    schema: mainDynamicConfigResponseSchema,
    method: 'POST',
    form: true,
    body: { website: 'sport' },
    headers: bearer(frontendToken),
  });
}

/**
 * `POST /api/refresh` (Bearer frontend token): a new frontend token and sports token for the same
 * player (the old ones stay valid until they expire); 401 `NOT_AUTHENTICATED` once the session is gone.
 */
export function refreshTokens(frontendToken: string): Promise<RefreshResponse> {
  return requestJson(accountUrl('/api/refresh'), {
    schema: refreshResponseSchema,
    method: 'POST',
    body: {},
    headers: bearer(frontendToken),
  });
}

/**
 * `POST /api/user/language` (Bearer frontend token): the player's mails follow the site's language
 * (decision 056); 401 `NOT_AUTHENTICATED` once the session is gone.
 */
export function saveAccountLanguage(frontendToken: string, lang: Language): Promise<PlayerLanguageAnswer> {
  return requestJson(accountUrl('/api/user/language'), {
    schema: playerLanguageAnswerSchema,
    method: 'POST',
    body: { lang },
    headers: bearer(frontendToken),
  });
}

/** Query of a token login (spec 001 §3): the temporary token plus where it is used. */
export interface TokenLogin {
  readonly token: string;
  readonly domain?: string;
  readonly lang: string;
  readonly device: 'mobile' | 'desktop';
  readonly app: string;
}

/**
 * `GET /auth/loginWithToken` with credentials (spec 001 §7); a refused token throws ApiError
 * whose code is the server's message.
 */
export function loginWithToken({ token, domain, lang, device, app }: TokenLogin): Promise<TokenLoginSuccess> {
  return requestJson(accountUrl('/auth/loginWithToken', { token, domain, lang, website: 'sport', device, app }), {
    schema: tokenLoginSuccessSchema,
    credentials: 'include',
  });
}

/** `GET /player/details` (sports API, jwt header): balance in major units, or a refusal. */
export function fetchPlayerDetails(): Promise<PlayerDetailsResponse> {
  return sportsRequest('/player/details', { schema: playerDetailsResponseSchema });
}

/**
 * `GET /v1/player/sync` after login (spec 001 §7). The server answers the balance and currency
 * like `/player/details` (plus a free-bet count the slip reads elsewhere), so the same schema parses it.
 */
export function syncPlayer(): Promise<PlayerDetailsResponse> {
  const { bookmaker } = useSiteStore.getState().config;
  return sportsRequest('/v1/player/sync', { schema: playerDetailsResponseSchema, query: { bookmaker } });
}
