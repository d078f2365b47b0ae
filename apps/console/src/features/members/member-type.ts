import { t } from '../../i18n';

/** The account type's words: member, trial account or agent (with its type number). */
export function memberType(isAgent: number): string {
  if (isAgent === 0) return t('members.member');
  if (isAgent === 4) return t('members.trial');
  return t('members.agentType', { n: isAgent });
}
