import { useEffect, useRef } from 'react';
import type { ReviewWidget as ReviewWidgetIds } from '@sportsbook/protocol';
import { isReviewWidgetShown } from '../../features/content';
import { useShellTranslation } from '../../i18n/i18n';
import { operatorConfig } from '../../lib/operator';
import { useSiteStore } from '../../stores/site-store';

/**
 * The review widget's slot (spec 001 §2, §5; decision 107): only when the operator configures a
 * review provider (`review_widget_url`, its widget script) and the content names two valid 24-hex
 * ids. The slot carries the ids and the language for the provider's script, which is added into
 * it and draws the widget; without a provider nothing is rendered and nothing is fetched.
 */
export function ReviewWidget({ widget }: { readonly widget: ReviewWidgetIds | null }) {
  const { t } = useShellTranslation();
  const script = operatorConfig().reviewWidgetUrl;
  const language = useSiteStore((state) => state.language);
  const slot = useRef<HTMLDivElement>(null);
  const shown = script !== null && isReviewWidgetShown(widget);
  useEffect(() => {
    const host = slot.current;
    if (!shown || host === null) return;
    const element = document.createElement('script');
    element.src = script;
    element.async = true;
    host.append(element);
    return () => element.remove();
  }, [shown, script]);
  if (!shown) return null;
  return (
    <div
      ref={slot}
      role="region"
      aria-label={t('footer.reviews')}
      className="review-widget"
      data-testid="review-widget"
      data-businessunit-id={widget.business_unit_id}
      data-template-id={widget.template_id}
      data-locale={language}
    />
  );
}
