import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSiteStore } from '../../stores/site-store';
import { globalContentOf } from '../test/fixtures';
import { renderInApp, setUpI18n, stubFetch } from '../test/render';
import { Footer } from './footer';
import { ReviewWidget } from './review-widget';
import { SeoText } from './seo-text';

describe('the footer', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('IE');
    useAccountFrameStore.setState({ active: false, page: null });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows SEO text under 200 characters expanded, with no toggle', () => {
    renderInApp(<SeoText text={'Short text. '.repeat(10)} />);
    expect(screen.getByText(/Short text/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('collapses SEO text of 200 characters or more behind Read more', async () => {
    const user = userEvent.setup();
    renderInApp(<SeoText text={'x'.repeat(200)} />);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the review widget only with two 24-hex ids', () => {
    const good = '5f1a2b3c4d5e6f7a8b9c0d1e';
    const { unmount } = renderInApp(<ReviewWidget widget={{ business_unit_id: good, template_id: good }} />);
    expect(screen.getByTestId('review-widget')).toHaveAttribute('data-businessunit-id', good);
    unmount();
    renderInApp(<ReviewWidget widget={{ business_unit_id: good, template_id: 'not-an-id' }} />);
    expect(screen.queryByTestId('review-widget')).not.toBeInTheDocument();
  });

  it('renders the content: links, logos, review widget, texts; no licence notice outside Greece', async () => {
    const user = userEvent.setup();
    stubFetch({ '/api/content/global': globalContentOf('IE') });
    renderInApp(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('© Shamrock Bet. All rights reserved.')).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: /Responsible Gambling/ })).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('list', { name: 'Payment methods' })).toContainElement(
      within(footer).getByRole('img', { name: 'Visa' }),
    );
    expect(within(footer).getByRole('img', { name: 'Visa' })).toHaveAttribute('src', '/assets/logos/payments/visa.svg');
    expect(within(footer).getByTestId('review-widget')).toBeInTheDocument();
    expect(within(footer).queryByTestId('licence-notice')).not.toBeInTheDocument();
    await user.click(within(footer).getByRole('button', { name: 'Help Center' }));
    expect(useAccountFrameStore.getState().page).toBe('/help');
    await user.click(within(footer).getByRole('button', { name: 'Terms and Conditions' }));
    expect(useAccountFrameStore.getState().page).toBe('/help/terms-and-conditions/terms-conditions');
  });

  it('shows the Greek licence notice for the Greek brand, and no review widget without ids', async () => {
    useSiteStore.getState().setCountry('GR');
    stubFetch({ '/api/content/global': globalContentOf('GR') });
    renderInApp(<Footer />);
    expect(await screen.findByTestId('licence-notice')).toHaveTextContent('ΕΕΕΠ');
    expect(screen.getByTestId('licence-notice')).toHaveAttribute('lang', 'el');
    expect(screen.queryByTestId('review-widget')).not.toBeInTheDocument();
  });

  it('offers the seven sites with the current one pressed', () => {
    stubFetch({ '/api/content/global': globalContentOf('IE') });
    renderInApp(<Footer />);
    const picker = screen.getByRole('region', { name: 'Choose your site' });
    expect(within(picker).getAllByRole('button')).toHaveLength(7);
    expect(within(picker).getByRole('button', { name: /Ireland/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(picker).getByRole('button', { name: /Greece/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
