import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { logout } from '../features/auth/auth-api';
import { t } from '../i18n';
import { useMay } from '../lib/access';
import { useSession } from '../lib/session';
import { PageHeader } from '../ui/states';
import { sectionOf, SECTIONS } from './sections';

/** The console's frame: the login page without a session, else the side navigation and the page. */
export function Shell() {
  const session = useSession();
  const queryClient = useQueryClient();
  const may = useMay();
  const { pathname } = useLocation();
  if (!session) return <LoginPage />;
  const sections = SECTIONS.filter((section) => may(...section.reads));
  const here = sectionOf(pathname);
  // The first page is the first section the role may open (content operators have no dashboard).
  if (pathname === '/' && sections[0]) return <Navigate to={sections[0].path} replace />;
  const signOut = () => {
    void logout().finally(() => queryClient.clear());
  };
  return (
    <div className="shell">
      <a className="skip" href="#main">
        {t('app.skip')}
      </a>
      <aside className="sidebar">
        <div className="brand">{t('app.title')}</div>
        <nav aria-label={t('nav.main')}>
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path}>{t(section.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="main-column">
        <header className="topbar">
          <span>
            {t('shell.signedInAs', { username: session.operator.username, role: session.operator.role })}
          </span>
          <button type="button" className="button" onClick={signOut}>
            {t('shell.signOut')}
          </button>
        </header>
        <main id="main" className="main" tabIndex={-1}>
          <Suspense fallback={<p className="note">{t('common.loading')}</p>}>
            {here && !may(...here.reads) ? <PageHeader title={t('shell.notForRole')} /> : <Outlet />}
          </Suspense>
        </main>
      </div>
    </div>
  );
}
