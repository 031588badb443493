import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorConfig, setOperatorConfig } from '../lib/operator';
import { useSiteStore } from '../stores/site-store';
import { SportsWidgetSlot, sportsWidgetLoaderUrl } from './sports-widget-slot';

describe('the external sports-widget loader slot', () => {
  const before = operatorConfig();
  afterEach(() => {
    setOperatorConfig(before);
    act(() => useSiteStore.getState().setLanguage('en'));
  });

  it('renders and loads nothing without a configured loader', () => {
    expect(before.sportsWidgetUrl).toBeNull();
    const { container } = render(<SportsWidgetSlot />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('script[src]')).toBeNull();
  });

  it("adds the loader with the current language, 'in' sent as 'en', and again on a language change", () => {
    setOperatorConfig({ ...before, sportsWidgetUrl: 'https://widgets.example/loader.js?brand=x' });
    act(() => useSiteStore.getState().setLanguage('fi'));
    const view = render(<SportsWidgetSlot />);
    const slot = screen.getByTestId('sports-widget');
    expect(slot).toHaveAttribute('data-lang', 'fi');
    expect(slot.querySelector('script')).toHaveAttribute('src', 'https://widgets.example/loader.js?brand=x&lang=fi');
    act(() => useSiteStore.getState().setLanguage('de'));
    const scripts = slot.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://widgets.example/loader.js?brand=x&lang=de');
    view.unmount();
    expect(document.querySelector('script[src^="https://widgets.example"]')).toBeNull();
    expect(sportsWidgetLoaderUrl('https://widgets.example/l.js', 'in', { in: 'en' })).toBe(
      'https://widgets.example/l.js?lang=en',
    );
  });
});
