import { beforeEach, describe, expect, it } from 'vitest';
import { decideGate, requireGate } from './gate';
import { useModalStore } from '../stores/modal-store';
import { useSessionStore } from '../stores/session-store';

describe('decideGate (§5)', () => {
  it('sends a visitor without a token to the login popup, whatever the action', () => {
    for (const need of ['login', 'realMoney', 'memberCenter', 'agentCenter'] as const) {
      expect(decideGate({ token: null, isAgent: 0 }, need)).toBe('login');
    }
  });

  it('warns a trial account (isAgent 4) on real-money actions and the member centre', () => {
    expect(decideGate({ token: 't', isAgent: 4 }, 'login')).toBe('allow');
    expect(decideGate({ token: 't', isAgent: 4 }, 'realMoney')).toBe('trialWarning');
    expect(decideGate({ token: 't', isAgent: 4 }, 'memberCenter')).toBe('trialWarning');
  });

  it('opens the agent centre only for isAgent 1, 2, 41, 42', () => {
    for (const isAgent of [1, 2, 41, 42])
      expect(decideGate({ token: 't', isAgent }, 'agentCenter')).toBe('allow');
    for (const isAgent of [0, 4, 3])
      expect(decideGate({ token: 't', isAgent }, 'agentCenter')).toBe('trialWarning');
    expect(decideGate({ token: 't', isAgent: 0 }, 'memberCenter')).toBe('allow');
  });
});

describe('requireGate', () => {
  beforeEach(() => {
    useModalStore.setState({ auth: null, notice: null });
  });

  it('opens the login popup and blocks without a session', () => {
    useSessionStore.setState({ token: null, isAgent: 0 });
    expect(requireGate('realMoney')).toBe(false);
    expect(useModalStore.getState().auth).toEqual({ name: 'login' });
  });

  it('shows the in_need_true_account warning to a trial account and blocks', () => {
    useSessionStore.setState({ token: 't', isAgent: 4 });
    expect(requireGate('realMoney')).toBe(false);
    expect(useModalStore.getState().notice).toEqual({ kind: 'trialAccount' });
  });

  it('lets a real member through without opening anything', () => {
    useSessionStore.setState({ token: 't', isAgent: 0 });
    expect(requireGate('memberCenter')).toBe(true);
    expect(useModalStore.getState()).toMatchObject({ auth: null, notice: null });
  });
});
