import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { readTestVideo, useStreamingStore } from '../../../stores/streaming-store';
import { installFetchDouble } from '../../../test/fetch-double';
import type { FetchDouble } from '../../../test/fetch-double';
import { renderWithProviders } from '../../../test/render-with-providers';
import { StreamPanel } from './stream-panel';

describe('the stream panel', () => {
  let double: FetchDouble | null = null;
  afterEach(() => {
    double?.restore();
    double = null;
  });
  beforeEach(() => {
    useSessionStore.getState().signOut();
    useStreamingStore.setState({ visible: true, wide: false, eventId: null, testVideo: false });
  });

  it('is a stream sidebar on desktop whose width toggles', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<StreamPanel mobile={false} />);
    const panel = screen.getByRole('region', { name: 'Live stream' });
    const widen = screen.getByRole('button', { name: 'Widen' });
    expect(widen).toHaveAttribute('aria-pressed', 'false');
    await user.click(widen);
    expect(useStreamingStore.getState().wide).toBe(true);
    expect(panel).toHaveClass('stream-panel--wide');
    await user.click(screen.getByRole('button', { name: 'Narrow' }));
    expect(panel).not.toHaveClass('stream-panel--wide');
    expect(screen.getByText('Please login to watch the stream')).toBeInTheDocument();
  });

  it('gives a phone no stream sidebar: no width toggle, never widened, and a Close that hides the panel', async () => {
    const user = userEvent.setup();
    // Widened earlier on a wider screen: the phone still shows the plain panel above the page.
    useStreamingStore.setState({ wide: true });
    await renderWithProviders(<StreamPanel mobile />);
    const panel = screen.getByRole('region', { name: 'Live stream' });
    expect(panel).not.toHaveClass('stream-panel--wide');
    expect(screen.getByRole('heading', { level: 2, name: 'Live stream' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Widen|Narrow/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useStreamingStore.getState().visible).toBe(false);
  });

  it('plays the first stream without a pick when the address asked for the test video (?test_video=true)', async () => {
    expect(readTestVideo('?test_video=true')).toBe(true);
    expect(readTestVideo('?test_video=1')).toBe(false);
    expect(readTestVideo('')).toBe(false);
    double = installFetchDouble({
      '/api/content/streams': () => ({
        body: {
          status: 1,
          data: [
            { event_id: 301, name: 'Alpha v Beta', event_url: '/football/league/alpha-v-beta-301' },
            { event_id: 302, name: 'Gamma v Delta', event_url: '/football/league/gamma-v-delta-302' },
          ],
        },
      }),
    });
    useSessionStore.setState({ user: { id: 1, username: 'demo-gb', name: 'demo-gb', email: null }, jwt: 'jwt' });
    useStreamingStore.setState({ testVideo: true });
    await renderWithProviders(<StreamPanel mobile={false} />);
    const select = screen.getByLabelText('Stream');
    await waitFor(() => expect(select).toHaveValue('301'));
    // Nothing was picked: the test video chose the first listed stream.
    expect(useStreamingStore.getState().eventId).toBeNull();
    expect(screen.queryByText('Please select a stream to watch from the box above')).not.toBeInTheDocument();
  });
});
