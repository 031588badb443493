import { GAME_TEXTS } from './game-texts';
import type { CasinoGameId } from './games';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A game page: a static shell the game script fills. Its texts travel in a JSON data block
 * (never executed, so the CSP's script-src 'self' holds); the launch credentials stay in the
 * address fragment, which the script reads and never sends anywhere but our own API headers.
 */
export function gamePage(game: CasinoGameId, lang: string): string {
  const texts = GAME_TEXTS[lang] ?? GAME_TEXTS.en!;
  const json = JSON.stringify({ game, lang, texts }).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts[game])}</title>
<link rel="stylesheet" href="/casino/assets/casino-game.css">
<script type="application/json" id="casino-data">${json}</script>
<script type="module" src="/casino/assets/casino-game.js"></script>
</head>
<body>
<main id="game" class="game game-${game}" aria-busy="true">
<h1>${escapeHtml(texts[game])}</h1>
<p class="status" role="status">${escapeHtml(texts.loading)}</p>
</main>
</body>
</html>
`;
}
