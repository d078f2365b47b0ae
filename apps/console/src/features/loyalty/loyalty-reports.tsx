import {
  AdminClaimQuerySchema,
  LabelInputSchema,
  LoyaltyRewardKindSchema,
  ReferralRuleSchema,
  type AdminClaim,
  type AdminLabel,
  type ReferralRule,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { formatDateTime } from '../../lib/format';
import { timeColumn } from '../../ui/data-table';
import { CheckField, ChoiceField, TextField } from '../../ui/field';
import { FormDialog, FormPanel, useContractForm, Wide } from '../../ui/form-dialog';
import { actionsColumn, ListPage, NewButton, RowActions, RowButton } from '../../ui/list-page';
import { useCursorPager } from '../../ui/pager';
import { Badge, Loaded } from '../../ui/states';
import {
  claimsQuery,
  labelsQuery,
  referralRuleQuery,
  referralsQuery,
  saveLabel,
  setReferralRule,
  type ClaimFilter,
} from './loyalty-api';

const REFERRAL_PAGE = 50;
const TRIGGERS = ReferralRuleSchema.shape.trigger.options;
const whole = (text: string) => Number(text || Number.NaN);

function RuleForm({ current }: { current: ReferralRule }) {
  const may = useMay();
  const contract = useContractForm({
    schema: ReferralRuleSchema,
    initial: {
      ...current,
      turnoverMultiple: String(current.turnoverMultiple),
      claimDays: String(current.claimDays),
    },
    prepare: (f) => ({ ...f, turnoverMultiple: whole(f.turnoverMultiple), claimDays: whole(f.claimDays) }),
    send: setReferralRule,
    invalidate: [['referral', 'rule']],
  });
  const { form, set, text, flag } = contract;
  return (
    <FormPanel
      title={t('loyalty.referralRule')}
      form={contract}
      readOnly={!may('PUT /wps/admin/referral/rule')}
    >
      <ChoiceField
        label={t('loyalty.referralTrigger')}
        value={form.trigger}
        options={TRIGGERS}
        optionLabel={(k) => t(`loyalty.trigger.${k}`)}
        onChange={(trigger) => set({ trigger: trigger || form.trigger })}
      />
      <TextField label={t('loyalty.referralThreshold')} inputMode="decimal" {...text('threshold')} />
      <ChoiceField
        label={t('loyalty.rewardKind')}
        value={form.rewardKind}
        options={LoyaltyRewardKindSchema.options}
        optionLabel={(k) => t(`loyalty.rewardKind.${k}`)}
        onChange={(rewardKind) => set({ rewardKind: rewardKind || form.rewardKind })}
      />
      <TextField label={t('loyalty.rewardAmount')} {...text('rewardAmount')} />
      <TextField label={t('loyalty.turnover')} inputMode="numeric" {...text('turnoverMultiple')} />
      <TextField label={t('loyalty.claimDays')} inputMode="numeric" {...text('claimDays')} />
      <CheckField label={t('content.enabled')} {...flag('enabled')} />
    </FormPanel>
  );
}

/** The referral rule and every invitation, with why a reward was refused (same address, same device). */
export function Referrals() {
  const rule = useQuery(referralRuleQuery);
  const pager = useCursorPager();
  const query = useQuery(referralsQuery(pager.cursor));
  type Row = NonNullable<typeof query.data>[number];
  const rows = query.data ?? [];
  const last = rows[rows.length - 1];
  return (
    <>
      <Loaded query={rule}>{(current) => <RuleForm current={current} />}</Loaded>
      <ListPage<Row>
        caption={t('loyalty.referrals')}
        rows={rows}
        rowKey={(r) => r.inviteeId}
        exportName="referrals"
        query={query}
        pager={pager}
        nextCursor={rows.length === REFERRAL_PAGE && last ? last.inviteeId : null}
        columns={[
          timeColumn<Row>('created', t('common.created'), (r) => r.createdAt),
          {
            id: 'inviter',
            header: t('loyalty.inviter'),
            value: (r) => r.inviter,
            cell: (r) => <Link to={`/members/${r.inviterId}`}>{r.inviter}</Link>,
            sortable: true,
          },
          {
            id: 'invitee',
            header: t('loyalty.invitee'),
            value: (r) => r.invitee,
            cell: (r) => <Link to={`/members/${r.inviteeId}`}>{r.invitee}</Link>,
            sortable: true,
          },
          { id: 'ip', header: t('loyalty.ip'), value: (r) => r.ip },
          {
            id: 'refused',
            header: t('loyalty.rewarded'),
            value: (r) => r.refused,
            cell: (r) =>
              r.refused ? (
                <Badge tone="bad">{t('loyalty.refusedFor', { reason: r.refused.replace(/_/g, ' ') })}</Badge>
              ) : (
                <Badge tone="ok">{t('loyalty.counts')}</Badge>
              ),
          },
        ]}
      />
    </>
  );
}

type ClaimStatus = NonNullable<ClaimFilter['status']>;
type ClaimKind = NonNullable<ClaimFilter['kind']>;
const CLAIM_STATUSES = AdminClaimQuerySchema.shape.status.unwrap().options;
const CLAIM_KINDS = AdminClaimQuerySchema.shape.kind.unwrap().options;

/** Rewards made claimable, claimed or expired: missions, referrals and VIP gifts. */
export function Claims() {
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  const [kind, setKind] = useState<ClaimKind | ''>('');
  const pager = useCursorPager();
  const query = useQuery(claimsQuery({ status: status || undefined, kind: kind || undefined }, pager.cursor));
  return (
    <ListPage<AdminClaim>
      caption={t('loyalty.claims')}
      rows={query.data?.list ?? []}
      rowKey={(c) => c.id}
      exportName={`claims-${kind || 'all'}-${status || 'all'}`}
      query={query}
      pager={pager}
      nextCursor={query.data?.nextCursor}
      filters={
        <>
          <ChoiceField
            label={t('loyalty.claimKind')}
            value={kind}
            options={CLAIM_KINDS}
            optionLabel={(k) => t(`loyalty.claimKind.${k}`)}
            any={t('common.all')}
            onChange={(next) => {
              setKind(next);
              pager.first();
            }}
          />
          <ChoiceField
            label={t('common.status')}
            value={status}
            options={CLAIM_STATUSES}
            optionLabel={(s) => t(`loyalty.claimStatus.${s}`)}
            any={t('common.all')}
            onChange={(next) => {
              setStatus(next);
              pager.first();
            }}
          />
        </>
      }
      columns={[
        timeColumn<AdminClaim>('created', t('common.created'), (c) => c.createdAt),
        {
          id: 'member',
          header: t('common.member'),
          value: (c) => c.username,
          cell: (c) => <Link to={`/members/${c.memberId}`}>{c.username}</Link>,
          sortable: true,
        },
        {
          id: 'kind',
          header: t('loyalty.claimKind'),
          value: (c) => c.kind,
          cell: (c) => t(`loyalty.claimKind.${c.kind}`),
        },
        { id: 'title', header: t('loyalty.claimTitle'), value: (c) => c.title },
        { id: 'source', header: t('loyalty.claimSource'), value: (c) => c.source },
        {
          id: 'amount',
          header: t('loyalty.rewardAmount'),
          numeric: true,
          value: (c) => c.amount,
          cell: (c) => (c.amount === null ? '—' : `${c.amount} ${t(`loyalty.rewardKind.${c.rewardKind}`)}`),
        },
        {
          id: 'status',
          header: t('common.status'),
          value: (c) => c.status,
          cell: (c) => (
            <Badge tone={c.status === 'claimed' ? 'ok' : c.status === 'close' ? 'plain' : 'warn'}>
              {t(`loyalty.claimStatus.${c.status}`)}
            </Badge>
          ),
        },
        {
          id: 'expires',
          header: t('loyalty.expires'),
          value: (c) => c.expiresAt,
          cell: (c) => formatDateTime(c.expiresAt),
        },
        {
          id: 'claimed',
          header: t('loyalty.claimedAt'),
          value: (c) => c.claimedAt,
          cell: (c) => formatDateTime(c.claimedAt),
        },
      ]}
    />
  );
}

function LabelDialog({ label, onClose }: { label: AdminLabel | null; onClose: () => void }) {
  const contract = useContractForm({
    schema: LabelInputSchema,
    initial: { name: label?.name ?? '', color: label?.color ?? '#ABABAB' },
    send: (body) => saveLabel(label?.id ?? null, body),
    invalidate: [['labels']],
  });
  return (
    <FormDialog
      title={label ? t('loyalty.editLabel', { name: label.name }) : t('loyalty.newLabel')}
      onClose={onClose}
      form={contract}
    >
      <TextField label={t('loyalty.labelName')} maxLength={40} {...contract.text('name')} />
      <TextField label={t('loyalty.labelColor')} type="color" {...contract.text('color')} />
      <Wide>
        <p className="muted">{t('loyalty.labelNote')}</p>
      </Wide>
    </FormDialog>
  );
}

/** Member labels: named here, put on members from their page, the audience of messages and missions. */
export function Labels() {
  const may = useMay();
  const query = useQuery(labelsQuery);
  const [editing, setEditing] = useState<AdminLabel | 'new' | null>(null);
  const mayEdit = may('PUT /wps/admin/labels/:id');
  return (
    <>
      <ListPage<AdminLabel>
        caption={t('loyalty.labels')}
        rows={query.data ?? []}
        rowKey={(l) => l.id}
        exportName="member-labels"
        query={query}
        tools={
          may('POST /wps/admin/labels') ? (
            <NewButton onClick={() => setEditing('new')}>{t('loyalty.newLabel')}</NewButton>
          ) : null
        }
        columns={[
          {
            id: 'name',
            header: t('loyalty.labelName'),
            value: (l) => l.name,
            sortable: true,
          },
          { id: 'color', header: t('loyalty.labelColor'), value: (l) => l.color },
          {
            id: 'members',
            header: t('loyalty.labelMembers'),
            value: (l) => l.members,
            numeric: true,
            sortable: true,
          },
          mayEdit &&
            actionsColumn((l) => (
              <RowActions>
                <RowButton onClick={() => setEditing(l)} label={`${t('common.edit')} ${l.name}`}>
                  {t('common.edit')}
                </RowButton>
              </RowActions>
            )),
        ]}
      />
      {editing ? (
        <LabelDialog label={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}
