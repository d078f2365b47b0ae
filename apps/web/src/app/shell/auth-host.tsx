import { Suspense, lazy, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useWhitelabel } from '../../features/system/api/get-whitelabel';
import { useSiteSettings } from '../../features/system/hooks/use-site-settings';
import { loadLazyTranslation } from '../../i18n';
import { useMemberCentreStore } from '../../stores/member-centre-store';
import { useModalStore } from '../../stores/modal-store';
import { useSessionStore } from '../../stores/session-store';

// The account modals arrive in one chunk with the lazy strings, when the first one opens (home budget).
const AuthModals = lazy(() =>
  Promise.all([import('./auth-modals'), loadLazyTranslation()]).then(([m]) => ({ default: m.AuthModals })),
);

/** Paths that open an account modal over the home page (§2). */
const MODAL_PATHS: Record<string, 'login' | 'register' | 'forget'> = {
  '/login': 'login',
  '/register': 'register',
  '/register.html': 'register',
  '/forget': 'forget',
};
let bootstrapped = false;

/** Opens the account modals for /login, /register, /forget, finishes social logins and remember me. */
export function AuthHost() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const auth = useModalStore((state) => state.auth);
  const notice = useModalStore((state) => state.notice);
  const afterLogin = useModalStore((state) => state.afterLogin);
  const hasToken = useSessionStore((state) => state.token !== null);
  const { data: whitelabel = {} } = useWhitelabel();
  const { minimumAge, askDateOfBirth } = useSiteSettings();

  useEffect(() => {
    const name = MODAL_PATHS[pathname];
    if (!name) return;
    const resetToken = name === 'forget' ? new URLSearchParams(search).get('resetToken') : null;
    // Logged in, these popups have nothing to offer (a reset link still works): the page under them is
    // the home page, so say so in the address. This also runs when a login inside the popup succeeds.
    if (hasToken && !resetToken) void navigate('/', { replace: true });
    else if (name === 'forget')
      useModalStore.getState().openAuth({ name, resetToken: resetToken ?? undefined });
    else useModalStore.getState().openAuth({ name });
  }, [pathname, search, hasToken, navigate]);

  // Once per page load (StrictMode runs effects twice; a social code is single-use).
  useEffect(() => {
    if (bootstrapped) return;
    bootstrapped = true;
    const social = /[?&]social(Code|Error)=/.test(search);
    if (social) void navigate(pathname, { replace: true });
    if (social || (!hasToken && document.cookie.includes('loginRemember=1'))) {
      void import('../../features/session/lib/session-bootstrap').then((m) =>
        m.bootstrapSession(search, queryClient),
      );
    }
  }, [hasToken, navigate, pathname, queryClient, search]);

  const openDeposit = () => useMemberCentreStore.getState().show('depositv2');

  const close = () => {
    useModalStore.getState().closeAuth();
    if (pathname === '/login' || pathname === '/forget') void navigate('/', { replace: true });
  };

  return (
    <Suspense fallback={null}>
      {(auth || notice || afterLogin) && (
        <AuthModals
          auth={auth}
          notice={notice}
          afterLogin={afterLogin}
          onDeposit={openDeposit}
          whitelabel={whitelabel}
          minimumAge={minimumAge}
          askDateOfBirth={askDateOfBirth}
          onClose={close}
        />
      )}
    </Suspense>
  );
}
