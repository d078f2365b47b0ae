import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Contract, ContractKind, ContractRow } from '@swerte/contracts';
import { useLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api-error';
import { formatMoney } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { FormAlert, SubmitButton } from '../../../ui/form/submit-button';
import { Panel } from '../../../ui/panel';
import { useTeamMembers } from '../api/agent-centre';
import { useContractAction, useContractPage } from '../api/contracts';
import { contractErrorText } from '../components/contract-error';
import { QueryState, Signed, Stat } from '../components/figures';
import '../components/agent-centre.css';

const tiersText = (contract: Contract, t: TFunction) =>
  contract.tiers
    .map((tier) => t('ac.contracts.tier', { rate: tier.rate.toFixed(2), min: tier.minActive }))
    .join(' · ');

/**
 * One contract kind's page (§2, §3): the contract in force, offers waiting with accept and reject, the
 * contracts given to the direct downline with an offer form, and the §3 rows per period with what paid.
 */
function ContractPage({ kind, timeZone }: { kind: ContractKind; timeZone: string }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useContractPage(kind);
  const act = useContractAction(kind);
  const [lowerAsk, setLowerAsk] = useState<number | null>(null);
  const accept = (contractId: number, confirmLower = false) =>
    act.mutate(
      { action: 'accept', contractId, confirmLower },
      {
        onError: (failure) => {
          if (failure instanceof ApiError && failure.code === 'error_contract_confirm_lower')
            setLowerAsk(contractId);
        },
        onSuccess: () => setLowerAsk(null),
      },
    );
  return (
    <div className="ac-page" data-ac-contract={kind}>
      <QueryState error={error} pending={isPending} />
      {data && (
        <>
          <div className="ac-stats">
            <Stat
              label={t('ac.contracts.inForce')}
              value={data.contract ? `${data.contract.topRate.toFixed(2)}%` : t('ac.contracts.none')}
              testId="ac-contract-rate"
            />
            <Stat
              label={t('ac.contracts.paidTotal')}
              value={formatMoney(data.paidTotal)}
              testId="ac-contract-paid"
            />
          </div>
          {act.error && !lowerAsk && <FormAlert>{contractErrorText(act.error, t)}</FormAlert>}
          {lowerAsk !== null && (
            <FormAlert>
              {t('ac.contracts.confirmLower')}{' '}
              <button type="button" className="btn btn--primary" onClick={() => accept(lowerAsk, true)}>
                {t('ac.contracts.confirm')}
              </button>
            </FormAlert>
          )}
          {data.contract && (
            <Panel title={t('ac.contracts.mine')}>
              <ContractLine contract={data.contract} timeZone={timeZone}>
                {data.contract.terminationRequestedBy ? (
                  <span className="ac-stat__label">
                    {t(`ac.contracts.endAsked.${data.contract.terminationRequestedBy}`)}
                  </span>
                ) : null}
                {data.contract.terminationRequestedBy !== 'agent' && (
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() => act.mutate({ action: 'terminate', contractId: data.contract!.id })}
                  >
                    {t('ac.contracts.terminate')}
                  </button>
                )}
              </ContractLine>
            </Panel>
          )}
          {data.offers.length > 0 && (
            <Panel title={t('ac.contracts.offers')}>
              {data.offers.map((offer) => (
                <ContractLine key={offer.id} contract={offer} timeZone={timeZone}>
                  <button
                    type="button"
                    className="btn btn--primary"
                    data-testid="ac-contract-accept"
                    onClick={() => accept(offer.id)}
                  >
                    {t('ac.contracts.accept')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() => act.mutate({ action: 'reject', contractId: offer.id })}
                  >
                    {t('ac.contracts.reject')}
                  </button>
                </ContractLine>
              ))}
            </Panel>
          )}
          {data.contract && (
            <Panel title={t('ac.contracts.given')}>
              {data.given.length === 0 && <p className="ac-stat__label">{t('ac.contracts.noneGiven')}</p>}
              {data.given.map((given) => (
                <ContractLine key={given.id} contract={given} timeZone={timeZone} showAgent>
                  <button
                    type="button"
                    className="btn btn--secondary"
                    onClick={() =>
                      act.mutate({
                        action: given.status === 'offered' ? 'withdraw' : 'terminate',
                        contractId: given.id,
                      })
                    }
                  >
                    {given.status === 'offered' ? t('ac.contracts.withdraw') : t('ac.contracts.terminate')}
                  </button>
                </ContractLine>
              ))}
              <OfferForm kind={kind} max={data.contract.topRate} />
            </Panel>
          )}
          {data.ended.length > 0 && (
            <Panel title={t('ac.contracts.endedTitle')}>
              <EndedNotices contracts={data.ended} timeZone={timeZone} />
            </Panel>
          )}
          <Panel title={t('ac.contracts.rows')}>
            <ContractRows rows={data.rows} timeZone={timeZone} />
          </Panel>
        </>
      )}
    </div>
  );
}

function ContractLine({
  contract,
  timeZone,
  showAgent = false,
  children,
}: {
  contract: Contract;
  timeZone: string;
  showAgent?: boolean;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="ac-contract" data-contract-status={contract.status}>
      <div>
        <strong>{showAgent ? contract.agent : (contract.upline ?? t('ac.contracts.operator'))}</strong>{' '}
        <span className="ac-stat__label">
          {t(`ac.contracts.status.${contract.status}`)} · {t(`ac.contracts.periods.${contract.period}`)} ·{' '}
          {formatDateTime(new Date(contract.acceptedAt ?? contract.createdAt), timeZone, language)}
        </span>
        <div>{tiersText(contract, t)}</div>
      </div>
      <div className="ac-contract__actions">{children}</div>
    </div>
  );
}

function OfferForm({ kind, max }: { kind: ContractKind; max: number }) {
  const { t } = useTranslation();
  const act = useContractAction(kind);
  const { data } = useTeamMembers({ scope: 'direct', kind: 'agent' });
  const downlines = data?.pages.flatMap((page) => page.list) ?? [];
  const [downlineId, setDownlineId] = useState('');
  const [rate, setRate] = useState('');
  const [minActive, setMinActive] = useState('0');
  if (downlines.length === 0) return <p className="ac-stat__label">{t('ac.contracts.noSubAgents')}</p>;
  return (
    <form
      className="ac-filters"
      onSubmit={(event) => {
        event.preventDefault();
        act.mutate({
          action: 'offer',
          downlineId: Number(downlineId),
          tiers: [{ minActive: Number(minActive) || 0, rate: Number(rate) }],
        });
      }}
    >
      <label className="field">
        <span>{t('ac.contracts.to')}</span>
        <select
          className="input"
          required
          value={downlineId}
          onChange={(event) => setDownlineId(event.target.value)}
          data-testid="ac-offer-to"
        >
          <option value="">—</option>
          {downlines.map((member) => (
            <option key={member.id} value={member.id}>
              {member.username}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('ac.contracts.rate', { max: max.toFixed(2) })}</span>
        <input
          className="input"
          inputMode="decimal"
          required
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          data-testid="ac-offer-rate"
        />
      </label>
      <label className="field">
        <span>{t('ac.contracts.minActive')}</span>
        <input
          className="input"
          inputMode="numeric"
          value={minActive}
          onChange={(event) => setMinActive(event.target.value)}
        />
      </label>
      <SubmitButton busy={act.isPending}>{t('ac.contracts.offer')}</SubmitButton>
      {act.error && <FormAlert>{contractErrorText(act.error, t)}</FormAlert>}
      {act.isSuccess && <FormAlert tone="success">{t('ac.contracts.offered')}</FormAlert>}
    </form>
  );
}

const END_REASONS = [
  'moved',
  'upline_contract_ended',
  'upline_rate_lowered',
  'terminated',
  'replaced',
  'withdrawn',
] as const;

/** Why contracts of the caller's (or given by it) ended lately: a tree move, an upline's end, … */
function EndedNotices({ contracts, timeZone }: { contracts: Contract[]; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="ac-notices" data-testid="ac-contract-ended">
      {contracts.map((contract) => {
        const reason = (END_REASONS as readonly string[]).includes(contract.endReason ?? '')
          ? (contract.endReason as (typeof END_REASONS)[number])
          : 'other';
        const date = formatDateTime(new Date(contract.endedAt ?? contract.createdAt), timeZone, language);
        return (
          <li key={contract.id} data-end-reason={contract.endReason}>
            {t(`ac.contracts.ended.${reason}`, { agent: contract.agent, date })}
          </li>
        );
      })}
    </ul>
  );
}

function ContractRows({ rows, timeZone }: { rows: ContractRow[]; timeZone: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (rows.length === 0) return <p className="ac-stat__label">{t('ac.contracts.noRows')}</p>;
  return (
    <div className="ac-table-scroll">
      <table className="ac-table" data-testid="ac-contract-rows">
        <thead>
          <tr>
            <th>{t('ac.contracts.period')}</th>
            <th className="is-num">{t('ac.contracts.rateShort')}</th>
            <th className="is-num">{t('ac.contracts.active')}</th>
            <th className="is-num">{t('ac.contracts.validBet')}</th>
            <th className="is-num">{t('ac.contracts.profitLoss')}</th>
            <th className="is-num">{t('ac.contracts.amount')}</th>
            <th>{t('ac.contracts.state')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.contractId}-${row.periodStart}`}>
              <td>{formatDateTime(new Date(row.periodStart), timeZone, language)}</td>
              <td className="is-num">{row.rate.toFixed(2)}%</td>
              <td className="is-num">{row.activeMembers}</td>
              <td className="is-num">{formatMoney(row.validBet)}</td>
              <td className="is-num">
                <Signed value={row.profitLoss} />
              </td>
              <td className="is-num">
                {formatMoney(row.amount)}
                {row.catchUp !== '0.00' && (
                  <div className="ac-stat__label">
                    {t('ac.contracts.catchUp', { amount: formatMoney(row.catchUp) })}
                  </div>
                )}
              </td>
              <td>
                {t(`ac.contracts.rowStatus.${row.status}`)}
                {row.reason
                  ? ` (${t(`ac.contracts.reasons.${row.reason as 'error_upline_insufficient_balance'}`)})`
                  : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const DividendPage = ({ timeZone }: { timeZone: string }) => (
  <ContractPage kind="dividend" timeZone={timeZone} />
);
export const DailySalaryPage = ({ timeZone }: { timeZone: string }) => (
  <ContractPage kind="daily_salary" timeZone={timeZone} />
);
export const HourlySalaryPage = ({ timeZone }: { timeZone: string }) => (
  <ContractPage kind="hourly_salary" timeZone={timeZone} />
);
export const RealtimeSalaryPage = ({ timeZone }: { timeZone: string }) => (
  <ContractPage kind="realtime_salary" timeZone={timeZone} />
);
