import { Link } from 'react-router';
import { useSiteStore } from '../../stores/site-store';
import { useShellTranslation } from '../../i18n/i18n';

/** The brand's logo: a link home showing the country brand's name. */
export function BrandLogo() {
  const { t } = useShellTranslation();
  const brand = useSiteStore((state) => state.config.brand);
  const [first, ...rest] = brand.split(' ');
  return (
    <Link to="/" className="brand-logo" aria-label={t('header.home_link', { brand })}>
      <span className="brand-logo__mark" aria-hidden="true">
        S
      </span>
      <span className="brand-logo__text">
        <span className="brand-logo__name">{first}</span>
        {rest.length > 0 ? <span className="brand-logo__tag">{rest.join(' ')}</span> : null}
      </span>
    </Link>
  );
}
