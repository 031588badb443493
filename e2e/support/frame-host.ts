import type { FrameLocator, Page } from 'playwright-core';
import type { Sportsbook } from './server';

/*
 * A stand-in for the sportsbook shell's side of the account frame (spec 001 §4), so the account
 * site's journeys do not depend on the web client's own frame host. The host page lives on the
 * MAIN origin (`sportsbook.web`): a tiny document that frames the account site exactly as the
 * shell does — an iframe titled "Account" — and records every message whose origin is the
 * account origin.
 */

const WAIT_MS = 15_000;
const POLL_MS = 100;

/** A message the account site posted to the host. */
export interface HostMessage {
  readonly event: string;
  readonly details: Record<string, unknown>;
  readonly source: string;
}

/** The host page and what it saw. */
export interface FrameHost {
  readonly page: Page;
  /** The account frame (`iframe[title="Account"]`). */
  readonly frame: FrameLocator;
  /** Every message received from the account origin so far, in order. */
  messages(): Promise<HostMessage[]>;
  /** Waits for a message of `event` (matching `where`, if given) and returns it. */
  waitForMessage(event: string, where?: (message: HostMessage) => boolean): Promise<HostMessage>;
  /** How many messages arrived from any other origin. */
  foreignMessageCount(): Promise<number>;
  /** Posts a shell message into the frame, as the shell would: explicit target origin, source `sportsbook`. */
  post(event: string, details?: Record<string, unknown>): Promise<void>;
}

declare global {
  interface Window {
    __hostMessages?: HostMessage[];
    __foreignMessages?: number;
    __postToAccount?: (event: string, details: Record<string, unknown>) => void;
  }
}

/** The host document: its markup (frames only) and the account origin its recorder listens to. */
export interface HostDocument {
  readonly accountOrigin: string;
  readonly markup: string;
}

/** How the host looks: the frame as the shell's modal shows it (full screen on a phone). */
const HOST_STYLE = `
  body { margin: 0; min-height: 100vh; background: rgb(11 31 51 / 85%); }
  iframe[title='Account'] { display: block; border: 0; background: #eef2f6; width: 640px; height: 760px;
    margin: 20px auto; border-radius: 12px; box-shadow: 0 12px 40px rgb(0 0 0 / 40%); }
  @media (max-width: 640px) { iframe[title='Account'] { width: 100vw; height: 100vh; margin: 0; border-radius: 0; } }
  .extra { position: absolute; left: 0; bottom: 0; width: 10px; height: 10px; border: 0; }`;

/** The host page: one framed account page (plus `extraFrames`), recorded by `writeHostPage`. */
export function hostPageHtml(accountOrigin: string, framedUrl: string, extraFrames = ''): HostDocument {
  return {
    accountOrigin,
    markup: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Frame host</title>
  </head>
  <body>
    <iframe title="Account" src="${framedUrl}"></iframe>
    ${extraFrames}
  </body>
</html>`,
  };
}

/**
 * Turns the page into the host document served from `origin`: it opens a path of that origin the
 * server answers with a bare 404 (so no client code runs) and writes the host document over it. The
 * document keeps the origin — and, unlike a page Playwright would answer itself, the loopback
 * address space, so Chromium's local-network checks let it frame the account site. It also keeps
 * that answer's Content-Security-Policy (decision 032), so the host has no inline script or style:
 * its recorder and style are installed from here, in the same task as the write, before any frame
 * can post.
 */
export async function writeHostPage(page: Page, origin: string, host: HostDocument): Promise<void> {
  await page.goto(`${origin}/api/__frame-host`);
  await page.evaluate(
    ([markup, account, css]) => {
      document.open();
      document.write(markup);
      document.close();
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      document.adoptedStyleSheets = [sheet];
      window.__hostMessages = [];
      window.__foreignMessages = 0;
      window.addEventListener('message', (event) => {
        if (event.origin !== account) {
          window.__foreignMessages = (window.__foreignMessages ?? 0) + 1;
          return;
        }
        try {
          window.__hostMessages?.push(JSON.parse(String(event.data)) as HostMessage);
        } catch {
          window.__hostMessages?.push({ event: '?', details: {}, source: String(event.data) });
        }
      });
      window.__postToAccount = (event, details) => {
        document
          .querySelector<HTMLIFrameElement>("iframe[title='Account']")
          ?.contentWindow?.postMessage(JSON.stringify({ event, details, source: 'sportsbook' }), account);
      };
    },
    [host.markup, host.accountOrigin, HOST_STYLE] as const,
  );
}

/**
 * Opens the host on `hostOrigin` (default: the web client's origin) framing `{account}{path}`.
 * `extraFrames` is more HTML for the host body (e.g. a frame from a foreign origin).
 */
export async function openFrameHost(
  page: Page,
  sportsbook: Sportsbook,
  options: { path?: string; hostOrigin?: string; extraFrames?: string } = {},
): Promise<FrameHost> {
  const hostOrigin = options.hostOrigin ?? sportsbook.web;
  const html = hostPageHtml(
    sportsbook.account,
    `${sportsbook.account}${options.path ?? '/sport/login'}`,
    options.extraFrames,
  );
  await writeHostPage(page, hostOrigin, html);
  const messages = () => page.evaluate(() => window.__hostMessages ?? []);
  return {
    page,
    frame: page.frameLocator("iframe[title='Account']"),
    messages,
    async waitForMessage(event, where = () => true) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const found = (await messages()).find((message) => message.event === event && where(message));
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = (await messages()).map((message) => message.event).join(', ');
          throw new Error(`No "${event}" message from the account frame within ${WAIT_MS} ms (saw: ${seen}).`);
        }
        await page.waitForTimeout(POLL_MS);
      }
    },
    foreignMessageCount: () => page.evaluate(() => window.__foreignMessages ?? 0),
    async post(event, details = {}) {
      await page.evaluate(([name, body]) => window.__postToAccount?.(name, body), [event, details] as const);
    },
  };
}
