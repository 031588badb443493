import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { routes } from '../app/routes';
import { createFrameBridge } from '../frame/bridge';
import { FrameProvider } from '../frame/frame-context';
import { initI18n } from '../i18n/i18n';
import { languageOf, parseSitePath } from '../lib/site-path';

/** The shell origin the tests frame the site from. */
export const SHELL_ORIGIN = 'http://localhost:8080';

/** A message the site posted to the shell. */
export interface Posted {
  readonly event: string;
  readonly details: Record<string, unknown>;
  readonly source: string;
}

/**
 * Renders the whole site at `path` inside a stand-in shell: a jsdom iframe window plays the
 * parent, whose `postMessage` records what the site posts, and `fromShell` delivers messages
 * as the shell would.
 */
export async function renderSite(path: string) {
  const url = new URL(path, 'http://127.0.0.1:8081');
  await initI18n(languageOf(parseSitePath(url.pathname), url.search));
  const frame = document.createElement('iframe');
  document.body.append(frame);
  const parent = frame.contentWindow!;
  const posts: Posted[] = [];
  vi.spyOn(parent, 'postMessage').mockImplementation((data: unknown) => {
    posts.push(JSON.parse(String(data)) as Posted);
  });
  const bridge = createFrameBridge({ allowedOrigins: [SHELL_ORIGIN], parent });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <FrameProvider bridge={bridge}>
      <RouterProvider router={router} />
    </FrameProvider>,
  );
  return {
    ...view,
    posts,
    router,
    /** The events posted so far, in order. */
    events: () => posts.map((post) => post.event),
    /** Delivers a message from the shell (allowed origin, the parent window). */
    fromShell(event: string, details: unknown = {}, origin = SHELL_ORIGIN) {
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', {
            data: JSON.stringify({ event, details, source: 'sportsbook' }),
            origin,
            source: parent,
          }),
        );
      });
    },
  };
}
