import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { logout } from '../features/auth/auth-api';
import { t, type MessageKey } from '../i18n';
import { useSession } from '../lib/session';

const SECTIONS: { path: string; label: MessageKey }[] = [
  { path: '/dashboard', label: 'nav.dashboard' },
  { path: '/members', label: 'nav.members' },
  { path: '/payments', label: 'nav.payments' },
  { path: '/content', label: 'nav.content' },
  { path: '/games', label: 'nav.games' },
  { path: '/agents', label: 'nav.agents' },
  { path: '/lottery', label: 'nav.lottery' },
  { path: '/loyalty', label: 'nav.loyalty' },
  { path: '/system', label: 'nav.system' },
  { path: '/approvals', label: 'nav.approvals' },
  { path: '/audit', label: 'nav.audit' },
];

/** The console's frame: the login page without a session, else the side navigation and the page. */
export function Shell() {
  const session = useSession();
  const queryClient = useQueryClient();
  if (!session) return <LoginPage />;
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
            {SECTIONS.map((section) => (
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
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
