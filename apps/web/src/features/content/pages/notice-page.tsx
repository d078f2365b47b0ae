import { Megaphone } from 'lucide-react';
import type { Notice } from '@swerte/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { EmptyState } from '../../../ui/empty-state';
import { LoadFailed } from '../../../ui/load-failed';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { useAnnouncements, type NoticeListValue } from '../api/get-announcements';
import { NoticeArticle } from '../components/notice-article';
import './notice-page.css';

/** The notice page's sections: popup (PU), player (PL), promotion (PR), marquee (B) and help (H) notices. */
const SECTIONS: (keyof NoticeListValue)[] = ['popup', 'player', 'promotion', 'banners', 'help'];

/** /noticePage: every notice, grouped, its HTML sanitised. */
export function NoticePage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAnnouncements(useLanguage());
  const sections = SECTIONS.map(
    (key) => [key, data?.[key] ?? []] as [keyof NoticeListValue, Notice[]],
  ).filter(([, list]) => list.length > 0);

  return (
    <Page name="noticePage" title={t('pages.noticePage')} description={t('content.noticePage.intro')}>
      {isPending ? (
        <Spinner label={t('common.loading')} />
      ) : isError ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : sections.length === 0 ? (
        <EmptyState
          icon={Megaphone}
          title={t('content.noticePage.emptyTitle')}
          text={t('content.noticePage.emptyText')}
        />
      ) : (
        <div className="notice-page">
          {sections.map(([key, list]) => (
            <section
              key={key}
              className="notice-page__section"
              aria-labelledby={`notices-${key}`}
              data-list={key}
            >
              <h2 id={`notices-${key}`} className="section-title">
                {t(`content.noticePage.${key}`)}
              </h2>
              <ul className="notice-page__list">
                {list.map((notice) => (
                  <li key={notice.id} className="card notice-page__item" data-testid="notice-item">
                    <h3 className="notice-page__title">{notice.title}</h3>
                    <NoticeArticle html={notice.content} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}
