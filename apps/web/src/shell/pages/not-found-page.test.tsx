import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { renderInApp, setUpI18n } from '../../test/render-in-app';
import { NotFoundPage } from './not-found-page';

describe('the 404 page', () => {
  beforeAll(setUpI18n);

  it('shows its texts and marks the page noindex with prerender status 404', () => {
    const { unmount } = renderInApp(<NotFoundPage />, { path: '/no/such/page/here' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oops! The page you requested was not found!' }),
    ).toBeVisible();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toHaveAttribute('content', '404');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[name="prerender-status-code"]')).toBeNull();
  });

  it('opens the Help Center in the account frame', async () => {
    const user = userEvent.setup();
    renderInApp(<NotFoundPage />);
    await user.click(screen.getByRole('button', { name: 'Need assistance? Visit our Help Center' }));
    expect(useAccountFrameStore.getState()).toMatchObject({ active: true, page: '/help' });
  });
});
