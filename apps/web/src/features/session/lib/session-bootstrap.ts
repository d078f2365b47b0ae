import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { isErrorCode } from '@swerte/contracts';
import { loadLazyTranslation } from '../../../i18n';
import { errorText } from '../../../lib/auth/error-text';
import { completeLogin } from '../../../lib/auth/complete-login';
import { COOKIE_KEYS, readCookie, removeCookie } from '../../../lib/cookies';
import { useModalStore } from '../../../stores/modal-store';
import { exchangeSocialCode, rememberedLogin } from '../api/login';

/**
 * Remember me (§3): loginRemember is set and there is no session, so the httpOnly remember token
 * is tried once. A refusal (revoked, expired) forgets the flag rather than asking again each page.
 */
export async function resumeRememberedLogin(queryClient: QueryClient): Promise<void> {
  try {
    completeLogin(await rememberedLogin(), queryClient, 'remember');
  } catch {
    removeCookie(COOKIE_KEYS.loginRemember);
  }
}

/** The end of a social login: /?socialCode=… becomes a session; /?socialError=… a warning (member_no_enter). */
export async function finishSocialReturn(
  params: { code: string | null; error: string | null },
  queryClient: QueryClient,
): Promise<void> {
  await loadLazyTranslation();
  const { openNotice } = useModalStore.getState();
  if (params.error) {
    const code = isErrorCode(params.error) ? params.error : 'error_forbidden';
    openNotice({ kind: 'message', text: i18next.t(`errors.${code}`) });
    return;
  }
  if (!params.code) return;
  try {
    completeLogin(await exchangeSocialCode(params.code), queryClient, 'social');
  } catch (error) {
    openNotice({ kind: 'message', text: errorText(error, i18next.t) });
  }
}

/** At page load: finish a social login that came back to this page, else resume a remembered one. */
export async function bootstrapSession(search: string, queryClient: QueryClient): Promise<void> {
  const params = new URLSearchParams(search);
  const code = params.get('socialCode');
  const error = params.get('socialError');
  if (code || error) await finishSocialReturn({ code, error }, queryClient);
  else if (readCookie(COOKIE_KEYS.loginRemember) === '1') await resumeRememberedLogin(queryClient);
}
