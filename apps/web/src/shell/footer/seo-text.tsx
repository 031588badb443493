import { useId, useState } from 'react';
import { isSeoTextAutoExpanded } from '../../features/content';
import { ChevronDownIcon } from '../icons';
import { useShellTranslation } from '../../i18n/i18n';

/** The footer's SEO text (spec 001 §2): collapsible, shown expanded when it is under 200 characters. */
export function SeoText({ text }: { readonly text: string }) {
  const { t } = useShellTranslation();
  const id = useId();
  const short = isSeoTextAutoExpanded(text);
  const [expanded, setExpanded] = useState(short);
  if (text.trim() === '') return null;
  return (
    <div className={`footer-seo${expanded ? ' footer-seo--expanded' : ''}`}>
      <p id={id} className="footer-seo__text">
        {text}
      </p>
      {short ? null : (
        <button
          type="button"
          className="footer-seo__toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('footer.show_less') : t('footer.read_more')}
          <ChevronDownIcon />
        </button>
      )}
    </div>
  );
}
