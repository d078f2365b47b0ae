import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { useAnnouncements } from '../api/get-announcements';
import { NoticeArticle } from './notice-article';
import './help-notices.css';

/** The operator's help notices (type H) above the help centre; nothing while there are none. */
export function HelpNotices() {
  const { t } = useTranslation();
  const notices = useAnnouncements(useLanguage()).data?.help ?? [];
  if (notices.length === 0) return null;
  return (
    <section className="help-notices" aria-labelledby="help-notices-title" data-testid="help-notices">
      <h2 id="help-notices-title" className="help-notices__title">
        <LifeBuoy size={18} aria-hidden />
        {t('content.noticePage.help')}
      </h2>
      <ul className="help-notices__list">
        {notices.map((notice) => (
          <li key={notice.id} className="help-notices__item card">
            <h3>{notice.title}</h3>
            <NoticeArticle html={notice.content} />
          </li>
        ))}
      </ul>
    </section>
  );
}
