import {
  LotteryGameSettingsBodySchema,
  type BetTypeSetting,
  type LotteryGameSettings,
} from '@swerte/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { formatMoney } from '../../lib/format';
import { moneyColumn, onOffColumn } from '../../ui/data-table';
import { CheckField, ChoiceField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { actionsColumn, ListPage, RowActions, RowButton, useRowAction } from '../../ui/list-page';
import { lotteryGamesQuery, saveLotteryGame } from './lottery-api';

type Game = LotteryGameSettings;
const SOURCES = ['house', 'official'] as const;
const BET_FIELDS = ['price', 'pays', 'maxPayout', 'minStake', 'maxStake'] as const;
type BetForm = Record<(typeof BET_FIELDS)[number] | 'maxNumbers', string> &
  Pick<BetTypeSetting, 'betType' | 'enabled'>;

/** "5" or "5.5" → "5.00" / "5.50", the money the contract takes; anything else as typed, to be refused. */
const money = (text: string) => {
  const value = text.trim();
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(value)) return value;
  const [whole = '0', fraction = ''] = value.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
};

/** A game's lock time, result source, liability per number and each bet type's price, odds and limits. */
function GameDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const contract = useContractForm({
    schema: LotteryGameSettingsBodySchema,
    initial: {
      enabled: game.enabled,
      lockSeconds: String(game.lockSeconds),
      resultSource: game.resultSource,
      liabilityLimit: game.liabilityLimit,
      betTypes: game.betTypes.map((b): BetForm => ({
        betType: b.betType,
        enabled: b.enabled,
        price: b.price,
        pays: b.pays,
        maxPayout: b.maxPayout,
        minStake: b.minStake,
        maxStake: b.maxStake,
        maxNumbers: String(b.maxNumbers),
      })),
    },
    prepare: (f) => ({
      enabled: f.enabled,
      lockSeconds: Number(f.lockSeconds || Number.NaN),
      resultSource: f.resultSource,
      liabilityLimit: money(f.liabilityLimit),
      betTypes: f.betTypes.map((b) => ({
        betType: b.betType,
        enabled: b.enabled,
        ...Object.fromEntries(BET_FIELDS.map((k) => [k, money(b[k])])),
        maxNumbers: Number(b.maxNumbers || Number.NaN),
      })),
    }),
    send: (body) => saveLotteryGame(game.gameCode, body),
    invalidate: [['lottery', 'games']],
  });
  const { form, set, text, flag, err } = contract;
  const setBet = (index: number, patch: Partial<BetForm>) =>
    set({ betTypes: form.betTypes.map((b, i) => (i === index ? { ...b, ...patch } : b)) });
  return (
    <FormDialog title={t('lottery.settingsOf', { game: game.gameName })} onClose={onClose} form={contract}>
      <Wide>
        <p className="muted">{t('lottery.settingsNote')}</p>
      </Wide>
      <CheckField label={t('lottery.gameOpen')} {...flag('enabled')} />
      <ChoiceField
        label={t('lottery.source')}
        value={form.resultSource}
        options={SOURCES}
        optionLabel={(s) => t(`lottery.source.${s}`)}
        onChange={(resultSource) => {
          if (resultSource) set({ resultSource });
        }}
      />
      <TextField label={t('lottery.lockSeconds')} inputMode="numeric" {...text('lockSeconds')} />
      <TextField label={t('lottery.liabilityLimit')} inputMode="decimal" {...text('liabilityLimit')} />
      {form.betTypes.map((b, index) => (
        <fieldset key={b.betType} className="prize-row form-wide">
          <legend>{b.betType}</legend>
          <CheckField
            label={t('lottery.betTypeOn')}
            checked={b.enabled}
            onChange={(enabled) => setBet(index, { enabled })}
          />
          {BET_FIELDS.map((k) => (
            <TextField
              key={k}
              label={t(`lottery.bet.${k}`)}
              inputMode="decimal"
              value={b[k]}
              onChange={(e) => setBet(index, { [k]: e.target.value })}
              error={err(`betTypes.${index}.${k}`)}
            />
          ))}
          <TextField
            label={t('lottery.bet.maxNumbers')}
            inputMode="numeric"
            value={b.maxNumbers}
            onChange={(e) => setBet(index, { maxNumbers: e.target.value })}
            error={err(`betTypes.${index}.maxNumbers`)}
          />
        </fieldset>
      ))}
    </FormDialog>
  );
}

/** The lottery games: open or close one for sale, and set its odds and limits. */
export function LotteryGames() {
  const may = useMay();
  const query = useQuery(lotteryGamesQuery);
  const [editing, setEditing] = useState<Game | null>(null);
  const toggle = useRowAction(
    (g: Game) => saveLotteryGame(g.gameCode, { enabled: !g.enabled }),
    ['lottery', 'games'],
  );
  const mayEdit = may('PUT /wps/admin/lottery/games/:gameCode');
  return (
    <>
      <ListPage<Game>
        caption={t('lottery.games')}
        rows={query.data?.list ?? []}
        rowKey={(g) => g.gameCode}
        exportName="lottery-games"
        query={query}
        actionError={toggle.error}
        columns={[
          {
            id: 'name',
            header: t('lottery.game'),
            value: (g) => `${g.gameName} (${g.gameCode})`,
            sortable: true,
          },
          { id: 'kind', header: t('lottery.kind'), value: (g) => g.kind, sortable: true },
          onOffColumn<Game>('enabled', t('lottery.gameOpen'), (g) => g.enabled),
          {
            id: 'source',
            header: t('lottery.source'),
            value: (g) => g.resultSource,
            cell: (g) => t(`lottery.source.${g.resultSource}`),
          },
          { id: 'lock', header: t('lottery.lockSeconds'), value: (g) => g.lockSeconds, numeric: true },
          moneyColumn<Game>('liability', t('lottery.liabilityLimit'), (g) => g.liabilityLimit),
          {
            id: 'betTypes',
            header: t('lottery.betTypes'),
            value: (g) =>
              g.betTypes
                .filter((b) => b.enabled)
                .map(
                  (b) =>
                    `${b.betType} ${b.pays}/${b.price} (${b.returnPercent}%) ≤ ${formatMoney(b.maxStake)}`,
                )
                .join('; '),
            cell: (g) => (
              <ul className="plain-list">
                {g.betTypes
                  .filter((b) => b.enabled)
                  .map((b) => (
                    <li key={b.betType}>
                      {t('lottery.betLine', {
                        betType: b.betType,
                        pays: formatMoney(b.pays),
                        price: formatMoney(b.price),
                        ret: b.returnPercent,
                        max: formatMoney(b.maxStake),
                        numbers: b.maxNumbers,
                      })}
                    </li>
                  ))}
              </ul>
            ),
          },
          mayEdit &&
            actionsColumn((g) => (
              <RowActions>
                <RowButton onClick={() => setEditing(g)} label={`${t('common.edit')} ${g.gameName}`}>
                  {t('common.edit')}
                </RowButton>
                <RowButton
                  pending={toggle.isPending}
                  tone={g.enabled ? 'danger' : 'primary'}
                  onClick={() => toggle.mutate(g)}
                  label={`${g.enabled ? t('lottery.closeSales') : t('lottery.openSales')} ${g.gameName}`}
                >
                  {g.enabled ? t('lottery.closeSales') : t('lottery.openSales')}
                </RowButton>
              </RowActions>
            )),
        ]}
      />
      {editing ? <GameDialog game={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
