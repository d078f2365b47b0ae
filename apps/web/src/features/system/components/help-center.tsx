import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BookOpen, FileText, Handshake, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../stores/modal-store';
import { EmptyState } from '../../../ui/empty-state';
import { Spinner } from '../../../ui/spinner';
import { useHelpCenter } from '../api/get-help-center';
import { HelpArticle } from './help-article';
import './help-center.css';

/** The help page body: contents on the side, every item as an anchored section. */
export function HelpCenter({ extras = {} }: { extras?: Partial<Record<string, ReactNode>> } = {}) {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const { data: items, isPending, isError, refetch } = useHelpCenter();
  const openHelp = useModalStore((state) => state.openHelp);

  // §2: /help#term also opens the help modal with the user agreement.
  useEffect(() => {
    if (hash === '#term' && items?.some((item) => item.tag === 'term')) openHelp('term');
  }, [hash, items, openHelp]);

  if (isPending) return <Spinner label={t('common.loading')} />;
  if (isError) {
    return (
      <EmptyState
        icon={LifeBuoy}
        title={t('common.genericError')}
        action={
          <button type="button" className="btn btn--primary" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        }
      />
    );
  }
  if (items.length === 0) return <EmptyState icon={BookOpen} title={t('help.empty')} />;

  return (
    <div className="help-center">
      <nav className="help-center__toc card" aria-label={t('help.contents')}>
        <p className="help-center__toc-title">{t('help.contents')}</p>
        <ul>
          {items.map((item) => (
            <li key={item.tag}>
              <a href={`#${item.tag}`} className={hash === `#${item.tag}` ? 'is-active' : undefined}>
                {item.tag === 'agent' ? (
                  <Handshake size={16} aria-hidden />
                ) : (
                  <FileText size={16} aria-hidden />
                )}
                {item.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="help-center__items">
        {items.map((item) => (
          <section
            key={item.tag}
            id={item.tag}
            className={`help-center__item card${item.tag === 'agent' ? ' help-center__item--agent' : ''}${hash === `#${item.tag}` ? ' is-target' : ''}`}
          >
            <header className="help-center__item-head">
              <h2>{item.title}</h2>
              <button type="button" className="btn btn--ghost" onClick={() => openHelp(item.tag)}>
                {t('help.readMore')}
              </button>
            </header>
            <HelpArticle html={item.content} />
            {extras[item.tag]}
          </section>
        ))}
      </div>
    </div>
  );
}
