import { DEFAULT_TIME_ZONE } from '@sportsbook/betting';
import type { Language } from '@sportsbook/betting';
import type { EventHeader } from '@sportsbook/protocol';
import { formatZodError, marketsQuerySchema } from '@sportsbook/protocol';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod/mini';
import { escapeHtml } from '../account-site/index';
import type { CatalogService } from './service';
import { statsPageLanguage, statsPageStrings } from './stats-page-strings';
import type { StatsPageStrings } from './stats-page-strings';

/*
 * The betting site's stats page that spec 001 §2's stats modal frames "by event_id and lang",
 * served by us from the feed's statistics (decision 042): `GET /stats/?event_id=…&lang=…`, a small
 * HTML page with no script and one stylesheet of its own, so the default policy of the sports
 * origin (script and style 'self', framed by 'self') covers it.
 */

/** Where the page and its stylesheet live. */
export const STATS_PAGE_PATH = '/stats/';
export const STATS_STYLESHEET_PATH = '/stats/stats.css';

const STYLESHEET = `:root{color-scheme:light;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#16202c;background:#fff}
body{margin:0;padding:16px;font-size:15px;line-height:1.45}
h1{font-size:1.1rem;margin:0 0 12px}
.visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 16px}
dt{color:#4f5b69}dd{margin:0}
table{border-collapse:collapse;width:100%}
caption{text-align:left;font-weight:600;margin-bottom:6px}
th,td{border-bottom:1px solid #d5dce5;padding:6px 8px;text-align:left}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums}
.serving{font-size:.8rem;color:#157347;margin-left:6px}
.none{color:#4f5b69}
`;

function formatStart(startsAt: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: DEFAULT_TIME_ZONE,
  }).format(new Date(startsAt));
}

function hasScores(event: EventHeader): boolean {
  const stats = event.stats;
  return stats !== null && (stats.home_scores !== undefined || stats.away_scores !== undefined);
}

function scoreTable(event: EventHeader, text: StatsPageStrings): string {
  const stats = event.stats ?? {};
  const withSets = stats.home_set !== undefined || stats.away_set !== undefined;
  const row = (team: string | null, side: 1 | 2, points: unknown, set: unknown) => {
    const serving = stats.server === side ? `<span class="serving">${escapeHtml(text.serving)}</span>` : '';
    return `<tr><th scope="row">${escapeHtml(team ?? '')}${serving}</th>
<td class="num">${escapeHtml(String(points ?? 0))}</td>${withSets ? `<td class="num">${escapeHtml(String(set ?? 0))}</td>` : ''}</tr>`;
  };
  return `<table>
<caption>${escapeHtml(text.score)}</caption>
<thead><tr><th scope="col">${escapeHtml(text.team)}</th><th scope="col" class="num">${escapeHtml(text.points)}</th>${
    withSets ? `<th scope="col" class="num">${escapeHtml(text.sets)}</th>` : ''
  }</tr></thead>
<tbody>
${row(event.home_team, 1, stats.home_scores, stats.home_set)}
${row(event.away_team, 2, stats.away_scores, stats.away_set)}
</tbody>
</table>`;
}

function page(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${STATS_STYLESHEET_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * The page's heading. Inside the stats modal the dialog's own title already says it, so there it
 * is only visually hidden: screen readers still find the page's one h1 (decision 056).
 */
function heading(title: string, framed: boolean): string {
  return `<h1${framed ? ' class="visually-hidden"' : ''}>${escapeHtml(title)}</h1>`;
}

/** How the page is shown: inside the stats modal's frame, or on its own. */
export interface StatsPageView {
  readonly framed: boolean;
}

/** The stats page of one event, in one language. */
export function renderStatsPage(
  event: EventHeader,
  language: Language,
  view: StatsPageView = { framed: false },
): string {
  const text = statsPageStrings(language);
  const status = event.status === 'ended' ? text.ended : event.is_live ? text.live : text.notStarted;
  const facts: Array<[string, string]> = [
    [text.competition, `${event.competition.region.name} · ${event.competition.name}`],
    [text.starts, formatStart(event.starts_at, language)],
    [text.status, [status, event.status_description].filter(Boolean).join(' · ')],
  ];
  if (event.stats?.time) facts.push([text.time, event.stats.time]);
  const list = facts.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n');
  const scores = hasScores(event) ? scoreTable(event, text) : `<p class="none">${escapeHtml(text.none)}</p>`;
  const title = `${text.title}: ${event.name}`;
  return page(language, title, `${heading(title, view.framed)}\n<dl>\n${list}\n</dl>\n${scores}`);
}

/** The page for an event id the feed does not know. */
export function renderMissingStatsPage(language: Language, view: StatsPageView = { framed: false }): string {
  const text = statsPageStrings(language);
  return page(language, text.title, `${heading(text.title, view.framed)}\n<p>${escapeHtml(text.notFound)}</p>`);
}

/**
 * Whether the page is asked for inside a frame: the stats modal says so with `framed=1` (the
 * address spec 001 §2 gives, plus that flag), and a browser's `Sec-Fetch-Dest: iframe` says so
 * for any other framer on a secure origin.
 */
function isFramed(query: unknown, fetchDest: string | string[] | undefined): boolean {
  const flag = typeof query === 'object' && query !== null ? (query as Record<string, unknown>).framed : undefined;
  return flag === '1' || fetchDest === 'iframe';
}

/** Options of `statsPageRoutes`. */
export interface StatsPageOptions {
  readonly service: Pick<CatalogService, 'getEventMarkets'>;
}

/** The stats page's address: the event and the language. */
export const statsPageQuerySchema = z.pick(marketsQuerySchema, { event_id: true, lang: true });

/** `GET /stats/` (the page) and `GET /stats/stats.css` (its only stylesheet). */
export const statsPageRoutes: FastifyPluginAsync<StatsPageOptions> = async (app, { service }) => {
  app.get(STATS_STYLESHEET_PATH, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(STYLESHEET),
  );
  app.get(STATS_PAGE_PATH, async (request, reply) => {
    const parsed = statsPageQuerySchema.safeParse(request.query ?? {});
    if (!parsed.success) {
      return reply
        .code(400)
        .type('text/plain; charset=utf-8')
        .send(
          `Bad stats page address: ${formatZodError(parsed.error)}. Use /stats/?event_id=<event id>&lang=<language>.`,
        );
    }
    const language = statsPageLanguage(parsed.data.lang);
    const view = { framed: isFramed(request.query, request.headers['sec-fetch-dest']) };
    const found = await service.getEventMarkets({ event_id: parsed.data.event_id, lang: language });
    // Live statistics change every few seconds: never kept by a cache.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found) return reply.code(404).send(renderMissingStatsPage(language, view));
    return reply.send(renderStatsPage(found.event, language, view));
  });
};
