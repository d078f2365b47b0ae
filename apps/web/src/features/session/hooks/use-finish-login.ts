import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginRefusal, LoginValue } from '@swerte/contracts';
import { isApiError } from '../../../lib/api-error';
import { completeLogin } from '../../../lib/auth/complete-login';
import type { LoginKind } from '../../../lib/auth/complete-login';
import { useModalStore } from '../../../stores/modal-store';

/**
 * What every login path does once the server answered (§4): store the session and close (or force
 * the password change); agent-page logins go on to /agentHome. Refusals that need another step
 * (a new-address check) open it and report true so the form shows nothing more.
 */
export function useFinishLogin(agentOnly = false) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openAuth = useModalStore((state) => state.openAuth);

  const succeed = (value: LoginValue, kind: LoginKind) => {
    const { forced } = completeLogin(value, queryClient, kind);
    if (agentOnly && !forced) void navigate('/agentHome');
  };

  const handOff = (error: unknown): boolean => {
    if (!isApiError(error) || error.code !== 'error_login_verification_required') return false;
    const refusal = (error.value ?? {}) as LoginRefusal;
    if (!refusal.verifyToken || !refusal.methods?.length) return false;
    openAuth({
      name: 'verifyLogin',
      verification: { verifyToken: refusal.verifyToken, methods: refusal.methods },
      agentOnly,
    });
    return true;
  };

  return { succeed, handOff };
}

/** value.captcha on a refused login: the captcha must be shown and answered from now on. */
export function refusalWantsCaptcha(error: unknown): boolean {
  return isApiError(error) && Boolean((error.value as LoginRefusal | undefined)?.captcha);
}
