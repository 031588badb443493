import { FOOTER_COLLAPSE_THRESHOLD_CHARS } from '../../config/ui-timings';
import type { ReviewWidget } from '@sportsbook/protocol';

const HEX_24 = /^[0-9a-f]{24}$/i;

/** Spec 001 §2: SEO text under 200 characters is shown expanded, longer text starts collapsed. */
export function isSeoTextAutoExpanded(text: string): boolean {
  return text.trim().length < FOOTER_COLLAPSE_THRESHOLD_CHARS;
}

/** Spec 001 §5: the review widget shows only when both its ids are 24-character hexadecimal strings. */
export function isReviewWidgetShown(widget: Partial<ReviewWidget> | null | undefined): widget is ReviewWidget {
  return (
    !!widget &&
    typeof widget.business_unit_id === 'string' &&
    typeof widget.template_id === 'string' &&
    HEX_24.test(widget.business_unit_id) &&
    HEX_24.test(widget.template_id)
  );
}

/** True for a link the browser should open in a new tab: content links starting with https:// are external. */
export function isExternalUrl(url: string): boolean {
  return /^https:\/\//i.test(url);
}
