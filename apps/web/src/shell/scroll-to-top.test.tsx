import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

beforeAll(async () => {
  await initI18n('en');
});

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

describe('ScrollToTop', () => {
  it('appears after 300 px of scrolling and goes again near the top', () => {
    render(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(301));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    act(() => scrollTo(300));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('shows at once, on the next frame, on a page already scrolled down', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 900 });
    render(<ScrollToTop />);
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });
});
