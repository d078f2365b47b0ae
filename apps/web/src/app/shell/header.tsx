import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { Headset, Menu, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavLanes } from '../../features/games/hooks/use-nav-lanes';
import { useHelpCenter } from '../../features/system/api/get-help-center';
import { useWhitelabel } from '../../features/system/api/get-whitelabel';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { useOpenCustomerService } from '../../lib/customer-service';
import { loadLazyTranslation } from '../../i18n';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';
import { BrandLogo } from './brand-logo';
import { HeaderClock } from './header-clock';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import { ThemeToggle } from './theme-toggle';
import './header.css';

// Only phones open the drawer, and only on demand: it is not part of the first load.
const MobileDrawer = lazy(() => import('./mobile-drawer').then((m) => ({ default: m.MobileDrawer })));
// The logged-in block (account menu, balance) is not part of a visitor's first load.
const HeaderAccount = lazy(() =>
  Promise.all([import('./logged-in-header'), loadLazyTranslation()]).then(([m]) => ({
    default: m.LoggedInHeader,
  })),
);

export function Header() {
  const { t } = useTranslation();
  const openAuth = useModalStore((state) => state.openAuth);
  const loggedIn = useSessionStore((state) => state.token !== null);
  const lanes = useNavLanes();
  const { name, timeZone, customerService } = useSiteSettings();
  const { data: helpItems } = useHelpCenter();
  const { data: whitelabel } = useWhitelabel();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const hasLiveChat = customerService?.liveChat === true;
  const openLiveChat = useOpenCustomerService('shell');
  const showAffiliate = Boolean(helpItems?.some((item) => item.tag === 'agent'));
  const canSignUp = whitelabel?.DIRECTREG3 === '1';

  return (
    <header className="site-header" data-region="header">
      <div className="header-top">
        <div className="container header-top__inner">
          <HeaderClock timeZone={timeZone} />
          {hasLiveChat && (
            <button
              type="button"
              className="header-top__link"
              data-testid="header-live-chat"
              onClick={openLiveChat}
            >
              <Headset size={14} aria-hidden />
              {t('header.liveChat')}
            </button>
          )}
          {showAffiliate && (
            <Link to="/help#agent" className="header-top__link">
              <Users size={14} aria-hidden />
              {t('header.affiliate')}
            </Link>
          )}
          <span className="header-top__spacer" />
          <ThemeToggle />
          <LanguageSwitcher />
        </div>
      </div>
      <div className="header-main">
        <div className="container header-main__inner">
          <button
            type="button"
            className="icon-button header-main__burger"
            aria-label={t('header.openMenu')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu size={22} aria-hidden />
          </button>
          <BrandLogo name={name} />
          <MainNav lanes={lanes} />
          {loggedIn ? (
            <Suspense fallback={null}>
              <HeaderAccount />
            </Suspense>
          ) : (
            <div className="login-block">
              <button
                type="button"
                className="btn btn--on-dark"
                data-testid="header-login"
                onClick={() => openAuth({ name: 'login' })}
              >
                {t('header.login')}
              </button>
              {canSignUp && (
                <button
                  type="button"
                  className="btn btn--gold"
                  data-testid="header-register"
                  onClick={() => openAuth({ name: 'register' })}
                >
                  {t('header.signup')}
                </button>
              )}
            </div>
          )}
        </div>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MobileDrawer
            open
            onClose={() => setDrawerOpen(false)}
            lanes={lanes}
            hasLiveChat={hasLiveChat}
            showAffiliate={showAffiliate}
          />
        </Suspense>
      )}
    </header>
  );
}
