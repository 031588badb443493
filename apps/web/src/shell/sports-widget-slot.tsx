import { useEffect, useRef } from 'react';
import { mapLanguage, operatorConfig } from '../lib/operator';
import { useSiteStore } from '../stores/site-store';

/** The loader's address for a language: the configured URL with `lang` set (spec 001 §7: 'in' → 'en'). */
export function sportsWidgetLoaderUrl(base: string, language: string, map: Readonly<Record<string, string>>): string {
  const url = new URL(base);
  url.searchParams.set('lang', mapLanguage(language, map));
  return url.toString();
}

/**
 * The external sports-widget loader's slot (spec 001 §7: "an external sports-widget loader added
 * with the current language"). Only an operator that configures `sports_widget_url` gets it (the
 * server then allows that script's origin); without one nothing is rendered or fetched. The
 * loader is added again, in the new language, when the language changes.
 */
export function SportsWidgetSlot() {
  const base = operatorConfig().sportsWidgetUrl;
  const language = useSiteStore((state) => state.language);
  const slot = useRef<HTMLDivElement>(null);
  const lang = mapLanguage(language, operatorConfig().languageMap);
  useEffect(() => {
    const host = slot.current;
    if (base === null || host === null) return;
    const script = document.createElement('script');
    script.src = sportsWidgetLoaderUrl(base, language, operatorConfig().languageMap);
    script.async = true;
    script.dataset.lang = lang;
    host.append(script);
    return () => script.remove();
  }, [base, language, lang]);
  if (base === null) return null;
  return <div ref={slot} className="sports-widget" data-testid="sports-widget" data-lang={lang} />;
}
