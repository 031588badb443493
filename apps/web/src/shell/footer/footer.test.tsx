import { CACHE_VERSION } from '@sportsbook/betting';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { operatorConfig, setOperatorConfig } from '../../lib/operator';
import { useAccountFrameStore } from '../../stores/account-frame-store';
import { useSiteStore } from '../../stores/site-store';
import { globalContentOf } from '../../test/content-fixtures';
import { renderInApp, setUpI18n, stubFetch } from '../../test/render-in-app';
import { Footer } from './footer';
import { ReviewWidget } from './review-widget';
import { SeoText } from './seo-text';

/** The operator configuration the tests start from: no review provider. */
const OPERATOR = operatorConfig();

describe('the footer', () => {
  beforeAll(setUpI18n);
  beforeEach(() => {
    useSiteStore.getState().setCountry('IE');
    useAccountFrameStore.setState({ active: false, page: null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete window.ReactNativeWebView;
    setOperatorConfig(OPERATOR);
  });

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

  it('renders no review widget and loads no script when no review provider is configured', () => {
    const good = '5f1a2b3c4d5e6f7a8b9c0d1e';
    expect(operatorConfig().reviewWidgetUrl).toBeNull();
    const { container } = renderInApp(<ReviewWidget widget={{ business_unit_id: good, template_id: good }} />);
    expect(screen.queryByTestId('review-widget')).not.toBeInTheDocument();
    expect(screen.queryByText('★★★★★')).not.toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('puts the configured provider’s script in the slot with two 24-hex ids, and nothing with a bad id', () => {
    setOperatorConfig({ ...OPERATOR, reviewWidgetUrl: 'https://reviews.example/widget.js' });
    const good = '5f1a2b3c4d5e6f7a8b9c0d1e';
    const { unmount } = renderInApp(<ReviewWidget widget={{ business_unit_id: good, template_id: good }} />);
    const slot = screen.getByRole('region', { name: 'See our reviews' });
    expect(slot).toHaveAttribute('data-businessunit-id', good);
    expect(slot).toHaveAttribute('data-template-id', good);
    expect(slot).toHaveAttribute('data-locale', 'en');
    expect(slot.querySelector('script')).toHaveAttribute('src', 'https://reviews.example/widget.js');
    unmount();
    expect(document.querySelector('script[src^="https://reviews.example"]')).toBeNull();
    renderInApp(<ReviewWidget widget={{ business_unit_id: good, template_id: 'not-an-id' }} />);
    expect(screen.queryByTestId('review-widget')).not.toBeInTheDocument();
    expect(document.querySelector('script[src^="https://reviews.example"]')).toBeNull();
  });

  it('renders the content: links, logos, review widget, texts; no licence notice outside Greece', async () => {
    setOperatorConfig({ ...OPERATOR, reviewWidgetUrl: 'https://reviews.example/widget.js' });
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

  it('shows the native app’s build and the web update it runs in the app, and no versions on the web', async () => {
    stubFetch({ '/api/content/global': globalContentOf('IE') });
    const web = renderInApp(<Footer />);
    expect(await screen.findByText('© Shamrock Bet. All rights reserved.')).toBeInTheDocument();
    expect(screen.queryByTestId('app-versions')).not.toBeInTheDocument();
    web.unmount();

    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 SportifyApp/3.1.4-rc.2',
    );
    window.ReactNativeWebView = { postMessage: vi.fn() };
    renderInApp(<Footer />);
    const versions = await screen.findByTestId('app-versions');
    expect(versions).toHaveTextContent('3.1.4-rc.2');
    expect(versions).toHaveTextContent(String(CACHE_VERSION));
    expect(screen.getByRole('contentinfo')).toContainElement(versions);
  });
});
