import { useTranslation } from 'react-i18next';
import { readEnv } from '../lib/env';

/** In test builds, where no mail can leave the machine, a link to the dev outbox page. */
export function OutboxLink() {
  const { t } = useTranslation('common');
  if (!readEnv().testBuild) return null;
  return (
    <p className="field-hint">
      <a href="/dev/outbox" target="_blank" rel="noopener">
        {t('testOutbox')}
      </a>
    </p>
  );
}
