import type { ReviewWidget as ReviewWidgetIds } from '@sportsbook/protocol';
import { isReviewWidgetShown } from '../../features/content';
import { useShellTranslation } from '../../i18n/i18n';

/**
 * The review widget's place (spec 001 §2, §5): only with two valid 24-hex ids. The operator's
 * widget script is not loaded from the internet; the box carries the ids for it to bind to.
 */
export function ReviewWidget({ widget }: { readonly widget: ReviewWidgetIds | null }) {
  const { t } = useShellTranslation();
  if (!isReviewWidgetShown(widget)) return null;
  return (
    <div
      className="review-widget"
      data-testid="review-widget"
      data-businessunit-id={widget.business_unit_id}
      data-template-id={widget.template_id}
    >
      <span className="review-widget__stars" aria-hidden="true">
        ★★★★★
      </span>
      <span>{t('footer.reviews')}</span>
    </div>
  );
}
