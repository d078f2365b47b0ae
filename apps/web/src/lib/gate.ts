import { useCallback } from 'react';
import { AGENT_TYPES, TRIAL_ACCOUNT_TYPE } from '@swerte/contracts';
import { useModalStore } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';

/** What an action needs (§5): a login, a real-money account, the member centre or the agent centre. */
export type GateNeed = 'login' | 'realMoney' | 'memberCenter' | 'agentCenter';
export type GateDecision = 'allow' | 'login' | 'trialWarning';

interface GateSession {
  token: string | null;
  isAgent: number;
}

/**
 * §5 gating. No token: log in first. isAgent 4 (trial) on anything but a plain login need: the
 * in_need_true_account warning. The agent centre only for isAgent 1, 2, 41, 42, else the same warning.
 */
export function decideGate({ token, isAgent }: GateSession, need: GateNeed): GateDecision {
  if (!token) return 'login';
  if (need === 'login') return 'allow';
  if (need === 'agentCenter') {
    return (AGENT_TYPES as readonly number[]).includes(isAgent) ? 'allow' : 'trialWarning';
  }
  return isAgent === TRIAL_ACCOUNT_TYPE ? 'trialWarning' : 'allow';
}

/** Decides, and when blocked opens the login popup or the warning. Returns whether to go on. */
export function requireGate(need: GateNeed = 'login'): boolean {
  const decision = decideGate(useSessionStore.getState(), need);
  const modals = useModalStore.getState();
  if (decision === 'login') modals.openAuth({ name: 'login' });
  if (decision === 'trialWarning') modals.openNotice({ kind: 'trialAccount' });
  return decision === 'allow';
}

/** `const gate = useGate(); if (!gate('realMoney')) return;` */
export function useGate(): (need?: GateNeed) => boolean {
  return useCallback((need?: GateNeed) => requireGate(need), []);
}
