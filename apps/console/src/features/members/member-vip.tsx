import { adminMemberCareEndpoints, MemberVipBodySchema, type MemberVip } from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { callEndpoint } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { SelectField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { Badge, QueryState } from '../../ui/states';
import { memberVipQuery, vipLevelsQuery } from './member-care-api';

/** Fixes the member on a level of the ladder, or returns them to it ("" in the select), with a reason. */
function VipDialog({ vip, onClose }: { vip: MemberVip; onClose: () => void }) {
  const levels = useQuery(vipLevelsQuery());
  const contract = useContractForm({
    schema: MemberVipBodySchema,
    initial: { level: vip.override ? String(vip.override.level) : '', reason: '' },
    prepare: (form) => ({ level: form.level === '' ? null : Number(form.level), reason: form.reason }),
    send: (body) => callEndpoint(adminMemberCareEndpoints.setVip, { params: { id: vip.memberId }, body }),
    invalidate: [['member', vip.memberId, 'vip']],
  });
  return (
    <FormDialog title={t('members.vip.set')} onClose={onClose} form={contract}>
      <Wide>
        <QueryState isPending={levels.isPending} error={levels.error} retry={() => void levels.refetch()}>
          <SelectField
            label={t('members.vip.level')}
            value={contract.form.level}
            onChange={(ev) => contract.set({ level: ev.target.value })}
          >
            <option value="">{t('members.vip.earnedChoice', { n: vip.earnedLevel })}</option>
            {(levels.data ?? []).map((level) => (
              <option key={level.id} value={String(level.level)}>
                {level.level} · {level.nameEn}
              </option>
            ))}
          </SelectField>
        </QueryState>
        <TextField label={t('members.status.reason')} maxLength={140} {...contract.text('reason')} />
      </Wide>
    </FormDialog>
  );
}

/** The member's VIP level: earned by the ladder's rule, or fixed by an operator (who, why, when). */
export function MemberVipPanel({ memberId }: { memberId: number }) {
  const may = useMay();
  const query = useQuery(memberVipQuery(memberId));
  const [editing, setEditing] = useState(false);
  const vip = query.data;
  return (
    <section className="panel">
      <h2>{t('members.vip')}</h2>
      <QueryState isPending={query.isPending} error={query.error} retry={() => void query.refetch()}>
        {vip ? (
          <>
            <p>
              <strong data-testid="member-vip-level">{t('members.vip.levelN', { n: vip.level })}</strong>{' '}
              {vip.override ? (
                <Badge tone="warn">{t('members.vip.fixed')}</Badge>
              ) : (
                <Badge tone="plain">{t('members.vip.earned')}</Badge>
              )}
            </p>
            {vip.override ? (
              <p className="muted">
                {t('members.vip.fixedBy', {
                  earned: vip.earnedLevel,
                  operator: vip.override.operator,
                  at: formatDateTime(vip.override.setAt),
                  reason: vip.override.reason,
                })}
              </p>
            ) : null}
            {may('PUT /wps/admin/members/:id/vip') ? (
              <div className="row-actions">
                <button type="button" className="button" onClick={() => setEditing(true)}>
                  {t('members.vip.set')}
                </button>
              </div>
            ) : null}
            {editing ? <VipDialog vip={vip} onClose={() => setEditing(false)} /> : null}
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
