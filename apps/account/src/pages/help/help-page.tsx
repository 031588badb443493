import { useTranslation } from 'react-i18next';
import { SectionLayout } from '../../components/section-layout';
import { SiteLink } from '../../components/site-link';
import { useSite } from '../../hooks/use-site';
import { HELP_TOPIC_PATHS, HELP_TOPICS } from '../../lib/site-pages';
import type { HelpTopic } from '../../lib/site-pages';

/** A list from the locale files (paragraphs, questions); empty when the value is not a list. */
function listOf<Item>(value: unknown): Item[] {
  return Array.isArray(value) ? (value as Item[]) : [];
}

function HelpNav({ topic }: { readonly topic: HelpTopic | null }) {
  const { t } = useTranslation('help');
  const { page } = useSite();
  return (
    <nav className="tabs" aria-label={t('nav')}>
      <SiteLink page="/help" className={page === '/help' ? 'tab tab-current' : 'tab'}>
        {t('home')}
      </SiteLink>
      {HELP_TOPICS.map((id) => (
        <SiteLink key={id} page={HELP_TOPIC_PATHS[id]} className={id === topic ? 'tab tab-current' : 'tab'}>
          {t(`topics.${id}.title`)}
        </SiteLink>
      ))}
    </nav>
  );
}

function HelpIndex() {
  const { t } = useTranslation('help');
  return (
    <div className="stack">
      <p>{t('intro')}</p>
      <ul className="topic-list">
        {HELP_TOPICS.map((id) => (
          <li key={id}>
            <SiteLink page={HELP_TOPIC_PATHS[id]} className="topic-link">
              <span className="topic-title">{t(`topics.${id}.title`)}</span>
              <span className="topic-summary">{t(`topics.${id}.summary`)}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
      <p>
        <SiteLink page="/cashier/fair-gaming" announce="show_cashier">
          {t('fairGamingLink')}
        </SiteLink>
      </p>
    </div>
  );
}

function HelpArticle({ topic }: { readonly topic: HelpTopic }) {
  const { t } = useTranslation('help');
  const paragraphs = listOf<string>(t(`topics.${topic}.paragraphs`, { returnObjects: true }));
  const questions =
    topic === 'faq' ? listOf<{ q: string; a: string }>(t('topics.faq.items', { returnObjects: true })) : [];
  return (
    <article className="stack">
      <h2>{t(`topics.${topic}.title`)}</h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {questions.length > 0 ? (
        <div className="faq">
          {questions.map((item) => (
            <details key={item.q}>
              <summary>{item.q}</summary>
              <p>{item.a}</p>
            </details>
          ))}
        </div>
      ) : null}
      {topic === 'faq' || topic === 'contact' ? (
        <p>
          <SiteLink page="/cashier/fair-gaming" announce="show_cashier">
            {t('fairGamingLink')}
          </SiteLink>
        </p>
      ) : null}
    </article>
  );
}

/** `/help` and its topics: the help centre (closing it posts `close_help`). */
export default function HelpPage({ topic }: { readonly topic: HelpTopic | null }) {
  const { t } = useTranslation('help');
  return (
    <SectionLayout title={t('title')} closeEvent="close_help" nav={<HelpNav topic={topic} />}>
      {topic ? <HelpArticle topic={topic} /> : <HelpIndex />}
    </SectionLayout>
  );
}
