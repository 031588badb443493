import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetKeptScroll, KeepAliveOutlet } from './keep-alive-outlet';
import { useRouteChangeEffects } from './use-route-change-effects';

const mounts: string[] = [];
const activeEffects = new Set<string>();

/** A page with its own state (a counter) that counts its mounts and knows when its effects run. */
function Page({ name }: { readonly name: string }) {
  const [count, setCount] = useState(0);
  const { sportSlug } = useParams();
  const { pathname } = useLocation();
  const label = sportSlug ? `${name} ${sportSlug}` : name;
  // A real mount runs the state initialiser once; a page shown again after hiding does not.
  useState(() => mounts.push(label));
  useEffect(() => {
    activeEffects.add(name);
    return () => {
      activeEffects.delete(name);
    };
  }, [name]);
  return (
    <section aria-label={label}>
      <p>{`${label} at ${pathname}`}</p>
      <button type="button" onClick={() => setCount((value) => value + 1)}>{`${label} count ${count}`}</button>
    </section>
  );
}

function Layout() {
  useRouteChangeEffects(false);
  return <KeepAliveOutlet />;
}

function renderApp(path = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { id: 'home', index: true, element: <Page name="home" /> },
          { id: 'horse-racing', path: 'horse-racing', element: <Page name="racing" /> },
          { path: 'live', element: <Page name="live" /> },
          { id: 'sport-index', path: ':sportSlug', element: <Page name="sport" /> },
          { path: ':sportSlug/:competitionSlug', element: <Page name="competition" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function go(router: ReturnType<typeof renderApp>, path: string) {
  await act(async () => {
    await router.navigate(path);
  });
}

function scrollWindowTo(top: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
  fireEvent.scroll(window);
}

describe('the kept-alive centre pages (spec 001 §2)', () => {
  const scrollTo = vi.fn((options: ScrollToOptions) => scrollWindowTo(options.top ?? 0));
  beforeEach(() => {
    vi.useFakeTimers();
    mounts.length = 0;
    activeEffects.clear();
    forgetKeptScroll();
    scrollTo.mockClear();
    vi.stubGlobal('scrollTo', scrollTo);
    scrollWindowTo(0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the home page mounted with its state while another route shows, and pauses its effects', async () => {
    const router = renderApp('/');
    fireEvent.click(screen.getByRole('button', { name: 'home count 0' }));
    await go(router, '/live');
    expect(screen.getByText('live at /live')).toBeVisible();
    // Hidden: out of the document (nothing to find or focus) with its effects cleaned up, but mounted.
    expect(screen.queryByText('home at /')).not.toBeInTheDocument();
    expect(activeEffects.has('home')).toBe(false);
    await go(router, '/');
    expect(screen.getByRole('button', { name: 'home count 1' })).toBeVisible();
    expect(activeEffects.has('home')).toBe(true);
    expect(mounts.filter((name) => name === 'home')).toHaveLength(1);
  });

  it('remounts a page that is not kept alive', async () => {
    const router = renderApp('/live');
    fireEvent.click(screen.getByRole('button', { name: 'live count 0' }));
    await go(router, '/');
    expect(screen.queryByText('live at /live')).not.toBeInTheDocument();
    await go(router, '/live');
    expect(screen.getByRole('button', { name: 'live count 0' })).toBeVisible();
    expect(mounts.filter((name) => name === 'live')).toHaveLength(2);
  });

  it('keeps the horse-racing index and the sport index, each frozen at its own address', async () => {
    const router = renderApp('/football');
    fireEvent.click(screen.getByRole('button', { name: 'sport football count 0' }));
    await go(router, '/horse-racing');
    fireEvent.click(screen.getByRole('button', { name: 'racing count 0' }));
    await go(router, '/football/premier-league');
    expect(screen.queryByText(/^sport football at/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^racing at/)).not.toBeInTheDocument();
    await go(router, '/horse-racing');
    expect(screen.getByRole('button', { name: 'racing count 1' })).toBeVisible();
    await go(router, '/football');
    expect(screen.getByRole('button', { name: 'sport football count 1' })).toBeVisible();
    // Frozen at its own address while hidden: back on screen it still reads /football.
    expect(screen.getByText('sport football at /football')).toBeVisible();
    expect(mounts).toEqual(['sport football', 'racing', 'competition football']);
  });

  it('puts the window back where a kept page was scrolled, and other routes at the top after 100 ms', async () => {
    const router = renderApp('/');
    scrollWindowTo(1_240);
    await go(router, '/live');
    act(() => vi.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    expect(window.scrollY).toBe(0);
    scrollTo.mockClear();
    await go(router, '/');
    expect(scrollTo).toHaveBeenCalledWith({ top: 1_240 });
    expect(window.scrollY).toBe(1_240);
    // The route-change effects leave the restored position alone.
    act(() => vi.advanceTimersByTime(500));
    expect(scrollTo).not.toHaveBeenCalledWith({ top: 0 });
    expect(window.scrollY).toBe(1_240);
  });

  it('starts a sport index never scrolled before at the top', async () => {
    const router = renderApp('/football');
    scrollWindowTo(600);
    await go(router, '/tennis');
    act(() => vi.advanceTimersByTime(100));
    expect(window.scrollY).toBe(0);
    await go(router, '/football');
    expect(window.scrollY).toBe(600);
  });
});
