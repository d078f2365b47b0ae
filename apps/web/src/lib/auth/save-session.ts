import type { MemberInfo } from '@swerte/contracts';
import { readSessionState, useSessionStore } from '../../stores/session-store';
import { STORAGE_KEYS, writeSession } from '../storage';

/** §3: a login's token and member values in session storage, then published to the store. */
export function saveSession(token: string, user: MemberInfo): void {
  writeSession(STORAGE_KEYS.token, token);
  writeSession(STORAGE_KEYS.isAgent, String(user.isAgent));
  writeSession(STORAGE_KEYS.username, user.username);
  writeSession(STORAGE_KEYS.account, user.account);
  writeSession(STORAGE_KEYS.customerId, user.customerId);
  writeSession(STORAGE_KEYS.memberLabel, JSON.stringify(user.memberLabel.map((label) => label.labelName)));
  useSessionStore.setState(readSessionState());
}
