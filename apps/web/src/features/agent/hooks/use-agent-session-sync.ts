import { useEffect } from 'react';
import { AGENT_TYPES, type AgentApplication } from '@swerte/contracts';
import { useMemberInfo } from '../../../lib/auth/member-info';
import { STORAGE_KEYS, writeSession } from '../../../lib/storage';
import { readSessionState, useSessionStore } from '../../../stores/session-store';

const isAgentType = (isAgent: number) => (AGENT_TYPES as readonly number[]).includes(isAgent);

/**
 * The session keeps the isAgent of its login (§3). Once an application is approved the member is an
 * agent on the server at once, so the member info is read again and its isAgent kept in the session:
 * the agent centre's gate opens without logging in again.
 */
export function useAgentSessionSync(application: AgentApplication | null | undefined): void {
  const sessionIsAgent = useSessionStore((state) => isAgentType(state.isAgent));
  const { data: info, refetch } = useMemberInfo();
  const approved = application?.status === 'approved';

  useEffect(() => {
    if (approved && !sessionIsAgent && info && !isAgentType(info.isAgent)) void refetch();
  }, [approved, sessionIsAgent, info, refetch]);

  useEffect(() => {
    if (!approved || sessionIsAgent || !info || !isAgentType(info.isAgent)) return;
    writeSession(STORAGE_KEYS.isAgent, String(info.isAgent));
    useSessionStore.setState(readSessionState());
  }, [approved, sessionIsAgent, info]);
}
