import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMay } from '../../lib/access';
import { t } from '../../i18n';
import { formatDateTime, formatMoney } from '../../lib/format';
import { PageHeader, QueryState } from '../../ui/states';
import { AdjustDialog } from './adjust-dialog';
import { MemberBankAccounts } from './member-bank-accounts';
import { MemberAccount } from './member-account';
import { MemberLabels } from './member-labels';
import { MemberNotes } from './member-notes';
import { memberQuery } from './members-api';
import { MemberRecords } from './member-records';
import { memberType } from './member-type';
import { MemberVipPanel } from './member-vip';

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function MemberPage() {
  const id = Number(useParams().id);
  const may = useMay();
  const query = useQuery(memberQuery(id));
  const [adjusting, setAdjusting] = useState(false);
  const m = query.data;
  return (
    <>
      <p>
        <Link to="/members">← {t('members.back')}</Link>
      </p>
      <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
        {m ? (
          <>
            <PageHeader title={`${m.username} · #${m.id}`}>
              {may('POST /wps/admin/wallet/adjust') ? (
                <button type="button" className="button button-primary" onClick={() => setAdjusting(true)}>
                  {t('members.adjust')}
                </button>
              ) : null}
            </PageHeader>
            <div className="columns">
              <section className="panel">
                <h2>{t('members.profile')}</h2>
                <Facts
                  items={[
                    [t('members.type'), memberType(m.isAgent)],
                    [t('members.nickname'), m.nickname],
                    [t('members.mobile'), m.mobile],
                    [t('members.email'), m.email],
                    [t('members.payee'), m.payeeName],
                    [t('members.language'), m.language],
                    [t('members.upline'), m.uplineUsername],
                    [t('common.created'), formatDateTime(m.createdAt)],
                    [t('members.firstLogin'), formatDateTime(m.firstLoginAt)],
                    [t('members.lastLogin'), formatDateTime(m.lastLoginAt)],
                    [t('members.passwordFlagged'), m.passwordFlagged ? t('common.yes') : t('common.no')],
                  ]}
                />
              </section>
              <section className="panel">
                <h2>{t('members.balances')}</h2>
                <Facts
                  items={[
                    [
                      t('members.balance.cash'),
                      <strong key="cash" data-testid="member-cash">
                        {formatMoney(m.balances.cash)}
                      </strong>,
                    ],
                    [t('members.balance.bonus'), formatMoney(m.balances.bonus)],
                    [t('members.balance.play'), formatMoney(m.balances.play)],
                    [t('members.balance.points'), formatMoney(m.balances.points)],
                  ]}
                />
                <h2>{t('members.totals')}</h2>
                <Facts
                  items={[
                    [t('members.totalDeposits'), formatMoney(m.totals.deposits)],
                    [t('members.totalWithdrawals'), formatMoney(m.totals.withdrawals)],
                    [t('members.totalBets'), m.totals.bets],
                    [t('dashboard.stake'), formatMoney(m.totals.stake)],
                    [t('dashboard.payout'), formatMoney(m.totals.payout)],
                  ]}
                />
              </section>
            </div>
            {may('GET /wps/admin/members/:id/labels') ? <MemberLabels memberId={m.id} /> : null}
            {may('GET /wps/admin/members/:id/vip') ? <MemberVipPanel memberId={m.id} /> : null}
            <MemberAccount memberId={m.id} />
            {may('GET /wps/admin/members/:id/bankAccounts') ? <MemberBankAccounts memberId={m.id} /> : null}
            {may('GET /wps/admin/members/:id/notes') ? <MemberNotes memberId={m.id} /> : null}
            <MemberRecords memberId={m.id} />
            {adjusting ? <AdjustDialog member={m} onClose={() => setAdjusting(false)} /> : null}
          </>
        ) : null}
      </QueryState>
    </>
  );
}
