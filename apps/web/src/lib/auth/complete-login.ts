import type { QueryClient } from '@tanstack/react-query';
import type { LoginValue } from '@swerte/contracts';
import { useModalStore } from '../../stores/modal-store';
import { memberInfoQueryOptions } from './member-info';
import { saveSession } from './save-session';

/** How the session started; SMS and social logins never force a password change (§4). */
export type LoginKind =
  'username' | 'sms' | 'social' | 'freePlay' | 'remember' | 'register' | 'verify' | 'reset';

/**
 * §4 after a successful login: store the session (§3), seed member info with the answer's user info,
 * then either force the change-password modal ('{secret}' or an expired password under
 * PWDEXPFORCECHANGE3, which the server folds into mustChangePassword) or close the account modals and
 * start the after-login flow (first-login action, popup notices). A session restored by remember-me
 * is not a new login: it shows nothing.
 */
export function completeLogin(
  value: LoginValue,
  queryClient: QueryClient,
  kind: LoginKind,
): { forced: boolean } {
  saveSession(value.token, value.userInfo);
  queryClient.setQueryData(memberInfoQueryOptions(value.token).queryKey, value.userInfo);
  const forced = value.mustChangePassword && kind !== 'sms' && kind !== 'social';
  const modals = useModalStore.getState();
  if (forced) modals.openAuth({ name: 'changePass', forced: true });
  else {
    modals.closeAuth();
    if (kind !== 'remember') modals.startAfterLogin({ firstTime: value.firstTimeLogin });
  }
  return { forced };
}
