import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { useTeamMembers, type MemberFilter } from '../api/agent-centre';
import { QueryState } from '../components/figures';
import { TransferDialog } from '../components/transfer-dialog';
import '../components/agent-centre.css';

/** §2 team management: the downline, searched and filtered, a team opened level by level. */
export function TeamManagementPage({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [filter, setFilter] = useState<MemberFilter>({ scope: 'direct' });
  const [search, setSearch] = useState('');
  const [sendTo, setSendTo] = useState<TeamMember | null>(null);
  const { data, error, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = useTeamMembers(filter);
  const crumbs = data?.pages[0]?.breadcrumbs ?? [];
  const rows = data?.pages.flatMap((page) => page.list) ?? [];
  const set = (change: Partial<MemberFilter>) => setFilter((current) => ({ ...current, ...change }));

  return (
    <div className="ac-page">
      <form
        className="ac-filters"
        onSubmit={(event) => {
          event.preventDefault();
          set({ username: search.trim() || undefined });
        }}
      >
        <input
          className="input"
          value={search}
          placeholder={t('ac.members.search')}
          aria-label={t('ac.members.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <select
          className="input"
          aria-label={t('ac.members.scope')}
          value={filter.scope}
          onChange={(event) => set({ scope: event.target.value as 'direct' | 'all' })}
        >
          <option value="direct">{t('ac.members.direct')}</option>
          <option value="all">{t('ac.members.all')}</option>
        </select>
        <select
          className="input"
          aria-label={t('ac.members.kind')}
          value={filter.kind ?? ''}
          onChange={(event) => set({ kind: (event.target.value || undefined) as MemberFilter['kind'] })}
        >
          <option value="">{t('ac.members.anyKind')}</option>
          <option value="player">{t('ac.members.player')}</option>
          <option value="agent">{t('ac.members.agent')}</option>
        </select>
        <label className="ac-stat__label">
          {t('ac.members.registeredFrom')}{' '}
          <input
            className="input"
            type="date"
            value={filter.registeredFrom ?? ''}
            onChange={(event) => set({ registeredFrom: event.target.value || undefined })}
          />
        </label>
        <label className="ac-stat__label">
          {t('ac.members.registeredTo')}{' '}
          <input
            className="input"
            type="date"
            value={filter.registeredTo ?? ''}
            onChange={(event) => set({ registeredTo: event.target.value || undefined })}
          />
        </label>
        <button type="submit" className="btn btn--primary">
          {t('ac.search')}
        </button>
      </form>
      {crumbs.length > 1 && (
        <nav className="ac-crumbs" aria-label={t('ac.members.breadcrumbs')} data-testid="ac-breadcrumbs">
          {crumbs.map((crumb, index) => (
            <span key={crumb.id}>
              {index > 0 && ' › '}
              <button type="button" onClick={() => set({ parentId: index === 0 ? undefined : crumb.id })}>
                {crumb.username}
              </button>
            </span>
          ))}
        </nav>
      )}
      <QueryState error={error} pending={isPending} />
      {data && rows.length === 0 && <p className="ac-stat__label">{t('ac.empty')}</p>}
      {rows.length > 0 && (
        <div className="ac-table-scroll">
          <table className="ac-table" data-testid="ac-members">
            <thead>
              <tr>
                <th>{t('ac.bets.username')}</th>
                <th>{t('ac.members.kind')}</th>
                <th className="is-num">{t('ac.members.level')}</th>
                <th className="is-num">{t('ac.members.balance')}</th>
                <th>{t('ac.members.lastLogin')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((member) => (
                <tr key={member.id}>
                  <td>{member.username}</td>
                  <td>
                    {t(`ac.kinds.${String(member.isAgent) as '0'}`, { defaultValue: String(member.isAgent) })}
                  </td>
                  <td className="is-num">{member.level}</td>
                  <td className="is-num">{formatMoney(member.balance)}</td>
                  <td>
                    {member.lastLoginAt
                      ? formatDateTime(new Date(member.lastLoginAt), timeZone, language)
                      : t('ac.members.never')}
                  </td>
                  <td>
                    {member.teamSize > 0 && (
                      <button
                        type="button"
                        className="ac-link-button"
                        onClick={() => set({ parentId: member.id, scope: 'direct' })}
                      >
                        {t('ac.members.openTeam')} ({member.teamSize})
                      </button>
                    )}{' '}
                    <button type="button" className="ac-link-button" onClick={() => setSendTo(member)}>
                      {t('ac.members.transfer')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {t('ac.more')}
        </button>
      )}
      {sendTo && <TransferDialog member={sendTo} onClose={() => setSendTo(null)} />}
    </div>
  );
}
