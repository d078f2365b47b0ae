import { Suspense, lazy, useState } from 'react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { useAnnouncements } from '../api/get-announcements';
import './notice-bar.css';

// The modal carries the HTML sanitiser: it loads when a title is clicked.
const NoticeModal = lazy(() => import('./notice-modal').then((m) => ({ default: m.NoticeModal })));

/** Seconds the marquee takes per character of its titles, so long and short lists read at one speed. */
const SECONDS_PER_CHARACTER = 0.22;

/** §2 notice bar: the marquee (B) notices scrolling; a click on a title opens noticeModal at that notice. */
export function NoticeBar() {
  const { t } = useTranslation();
  const { data, isPending } = useAnnouncements(useLanguage());
  const reduced = useReducedMotion();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const notices = data?.banners ?? [];
  // The bar's place is kept while the notices load, so the banner and page below do not jump.
  if (isPending) return <NoticeBarPlaceholder />;
  if (notices.length === 0) return null;

  const characters = notices.reduce((sum, notice) => sum + notice.title.length + 8, 0);
  const style = {
    '--marquee-duration': `${Math.max(16, characters * SECONDS_PER_CHARACTER)}s`,
  } as CSSProperties;
  // A second copy follows the first so the loop has no gap; only the first is read out and focusable.
  const copies = reduced ? [0] : [0, 1];

  return (
    // One landmark for the whole bar, the "all notices" link included (nothing outside a landmark).
    <section
      className="notice-bar container"
      data-testid="notice-bar"
      aria-label={t('content.noticeBar.label')}
    >
      <div className="notice-bar__inner">
        <span className="notice-bar__icon" aria-hidden>
          <Megaphone size={16} />
        </span>
        <div className="notice-bar__viewport">
          <div className={reduced ? 'notice-bar__track is-static' : 'notice-bar__track'} style={style}>
            {copies.map((copy) => (
              <ul key={copy} className="notice-bar__list" aria-hidden={copy === 1 || undefined}>
                {notices.map((notice, index) => (
                  <li key={notice.id}>
                    <button
                      type="button"
                      className="notice-bar__title"
                      tabIndex={copy === 1 ? -1 : undefined}
                      onClick={() => setOpenIndex(index)}
                    >
                      {notice.title}
                    </button>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </div>
        <Link to="/noticePage" className="notice-bar__all">
          {t('content.noticeBar.all')}
        </Link>
      </div>
      {openIndex !== null && (
        <Suspense fallback={null}>
          <NoticeModal notices={notices} initialIndex={openIndex} onClose={() => setOpenIndex(null)} />
        </Suspense>
      )}
    </section>
  );
}

function NoticeBarPlaceholder() {
  return (
    <div className="notice-bar container" aria-hidden>
      <div className="notice-bar__inner" />
    </div>
  );
}
