import { useState } from 'react';
import { Headset, MessageCircle, Send, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useOpenCustomerService } from '../../lib/customer-service';
import './side-menu.css';

/** §2: at most three Telegram links. */
const TELEGRAM_LIMIT = 3;

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
      <path
        fill="currentColor"
        d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21Z"
      />
    </svg>
  );
}

/** The right bar's content (the shell holds its sideMenu region): live chat, Facebook, Telegram, each only if configured. */
export function SideMenu() {
  const { t } = useTranslation();
  const { customerService } = useSiteSettings();
  const hasLiveChat = customerService?.liveChat === true;
  const openLiveChat = useOpenCustomerService('shell');
  const facebookUrl = customerService?.facebookUrl;
  const telegramUrls = (customerService?.telegramUrls ?? []).slice(0, TELEGRAM_LIMIT);
  const hasAny = Boolean(hasLiveChat || facebookUrl || telegramUrls.length);
  // Phones show one contact button that opens the bar, so it never covers the page.
  const [expanded, setExpanded] = useState(false);

  return (
    <div className={expanded ? 'side-menu is-expanded' : 'side-menu'} hidden={!hasAny}>
      <button
        type="button"
        className="side-menu__toggle"
        aria-expanded={expanded}
        aria-label={t('sideMenu.label')}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? <X size={20} aria-hidden /> : <MessageCircle size={20} aria-hidden />}
      </button>
      <ul className="side-menu__list">
        {hasLiveChat && (
          <li>
            <button
              type="button"
              className="side-menu__item side-menu__item--chat"
              data-testid="side-live-chat"
              onClick={openLiveChat}
            >
              <Headset size={18} aria-hidden />
              <span className="side-menu__label">{t('sideMenu.liveChat')}</span>
            </button>
          </li>
        )}
        {facebookUrl && (
          <li>
            <a
              className="side-menu__item side-menu__item--facebook"
              href={facebookUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <FacebookMark />
              <span className="side-menu__label">{t('sideMenu.facebook')}</span>
            </a>
          </li>
        )}
        {telegramUrls.map((url, index) => (
          <li key={url}>
            <a
              className="side-menu__item side-menu__item--telegram"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Send size={17} aria-hidden />
              <span className="side-menu__label">{t('sideMenu.telegram', { n: index + 1 })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
