import { AdminOfferBodySchema, CONTRACT_KINDS, DIVIDEND_PERIODS } from '@swerte/contracts';
import { t } from '../../i18n';
import { ChoiceField, TextAreaField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { offerContract } from './agents-api';

type Kind = (typeof CONTRACT_KINDS)[number];
type Period = (typeof DIVIDEND_PERIODS)[number];

/** "0 1.5" per line → tiers; a line that is not two numbers gives NaN, for the contract to refuse. */
const tiersOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [minActive = '', rate = ''] = line.split(/[\s,;]+/);
      return { minActive: Number(minActive || Number.NaN), rate: Number(rate || Number.NaN) };
    });

/** The operator offers a top agent a contract (the agent accepts it in the agent centre). */
export function OfferDialog({ agentId, onClose }: { agentId: number; onClose: () => void }) {
  const initial: { kind: Kind; period: Period; tiers: string } = {
    kind: 'dividend',
    period: 'monthly',
    tiers: '0 1',
  };
  const contract = useContractForm({
    schema: AdminOfferBodySchema,
    initial,
    prepare: (f) => ({
      agentId,
      kind: f.kind,
      ...(f.kind === 'dividend' ? { period: f.period } : {}),
      tiers: tiersOf(f.tiers),
    }),
    send: offerContract,
    invalidate: [['agents', 'contracts', agentId]],
  });
  const { form, set, err } = contract;
  return (
    <FormDialog
      title={t('agents.offerTo', { id: agentId })}
      onClose={onClose}
      form={contract}
      submitLabel={t('agents.offer')}
      keepOpenAfter={false}
      done={t('agents.offered')}
    >
      <Wide>
        <p className="muted">{t('agents.offerNote')}</p>
      </Wide>
      <ChoiceField
        label={t('agents.contractKind')}
        value={form.kind}
        options={CONTRACT_KINDS}
        optionLabel={(k) => t(`agents.kind.${k}`)}
        onChange={(kind) => {
          if (kind) set({ kind });
        }}
      />
      {form.kind === 'dividend' ? (
        <ChoiceField
          label={t('agents.period')}
          value={form.period}
          options={DIVIDEND_PERIODS}
          optionLabel={(p) => t(`agents.period.${p}`)}
          onChange={(period) => {
            if (period) set({ period });
          }}
        />
      ) : null}
      <Wide>
        <TextAreaField
          label={t('agents.tiers')}
          rows={4}
          value={form.tiers}
          onChange={(e) => set({ tiers: e.target.value })}
          error={err('tiers') ?? err('tiers.0.rate') ?? err('tiers.0.minActive') ?? err('agentId')}
        />
      </Wide>
    </FormDialog>
  );
}
