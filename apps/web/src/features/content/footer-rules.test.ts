// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isExternalUrl, isReviewWidgetShown, isSeoTextAutoExpanded } from './footer-rules';

describe('footer rules', () => {
  it('expands SEO text under 200 characters and collapses longer text', () => {
    expect(isSeoTextAutoExpanded('x'.repeat(199))).toBe(true);
    expect(isSeoTextAutoExpanded('x'.repeat(200))).toBe(false);
    expect(isSeoTextAutoExpanded('')).toBe(true);
  });

  it('shows the review widget only with two 24-character hexadecimal ids', () => {
    const good = '5f1a2b3c4d5e6f7a8b9c0d1e';
    expect(isReviewWidgetShown({ business_unit_id: good, template_id: '56278E9ABFBBBA0BDCD568BC' })).toBe(true);
    expect(isReviewWidgetShown({ business_unit_id: good, template_id: good.slice(1) })).toBe(false);
    expect(isReviewWidgetShown({ business_unit_id: `${good}0`, template_id: good })).toBe(false);
    expect(isReviewWidgetShown({ business_unit_id: 'g'.repeat(24), template_id: good })).toBe(false);
    expect(isReviewWidgetShown({ business_unit_id: good })).toBe(false);
    expect(isReviewWidgetShown(null)).toBe(false);
  });

  it('treats only https:// links as external', () => {
    expect(isExternalUrl('https://www.begambleaware.org')).toBe(true);
    expect(isExternalUrl('/promotions')).toBe(false);
    expect(isExternalUrl('http://insecure.example')).toBe(false);
  });
});
