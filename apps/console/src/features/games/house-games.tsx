import {
  adminHouseEndpoints,
  GameInputSchema,
  type AdminGame,
  type HouseGameSettings,
} from '@swerte/contracts';
import { useQueries, useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { useMay } from '../../lib/access';
import { callEndpoint } from '../../lib/api-client';
import { formatMoney } from '../../lib/format';
import { CheckField, TextField } from '../../ui/field';
import { FormPanel, useContractForm } from '../../ui/form-dialog';
import { QueryState } from '../../ui/states';
import { gamesQuery, updateGame } from './games-api';

/** What an operator sets of a house game: the catalogue's switch and minimum bet. */
const LimitsSchema = GameInputSchema.pick({ minBet: true, enabled: true });

function Limits({ game, readOnly }: { game: AdminGame; readOnly: boolean }) {
  const contract = useContractForm({
    schema: LimitsSchema,
    initial: { minBet: game.minBet, enabled: game.enabled },
    send: (change) => updateGame(game, change),
    invalidate: [['games']],
  });
  return (
    <FormPanel title={t('pages.house.limits')} form={contract} readOnly={readOnly}>
      <TextField label={t('games.minBet')} inputMode="decimal" maxLength={12} {...contract.text('minBet')} />
      <CheckField label={t('games.enabled')} {...contract.flag('enabled')} />
    </FormPanel>
  );
}

function HouseGame({ settings, game }: { settings: HouseGameSettings; game: AdminGame | undefined }) {
  const may = useMay();
  return (
    <section className="panel" aria-label={settings.gameCode}>
      <h2>
        {game?.nameEn ?? settings.gameCode} · {settings.vendor} {settings.gameCode}
      </h2>
      <p className="muted">{t('pages.house.payTable', { name: settings.payTable })}</p>
      <div className="columns">
        <table className="table">
          <caption>{t('pages.house.rtp')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pages.house.bet')}</th>
              <th scope="col" className="numeric">
                {t('pages.house.rtpColumn')}
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.rtp.map((row) => (
              <tr key={row.bet}>
                <td>{row.bet}</td>
                <td className="numeric">{row.rtp}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="table">
          <caption>{t('pages.house.maxBets')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pages.house.bet')}</th>
              <th scope="col" className="numeric">
                {t('pages.house.max')}
              </th>
            </tr>
          </thead>
          <tbody>
            {settings.maxBets.map((row) => (
              <tr key={row.bet}>
                <td>{row.bet}</td>
                <td className="numeric">{formatMoney(row.max)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {game ? (
        <Limits
          key={`${game.minBet}:${game.enabled}`}
          game={game}
          readOnly={!may('PUT /wps/admin/games/:id')}
        />
      ) : (
        <p className="muted">{t('pages.house.notInCatalogue')}</p>
      )}
    </section>
  );
}

/**
 * The house games: each pay table's exact RTP per bet and the code's maximum bets, shown (a game's return
 * is its pay table's, so it is not a setting), and the catalogue's switch and minimum bet, set.
 */
export function HouseGames() {
  const settings = useQuery({
    queryKey: ['house-games'],
    queryFn: ({ signal }) => callEndpoint(adminHouseEndpoints.games, { signal }),
  });
  const vendors = [...new Set((settings.data?.list ?? []).map((g) => g.vendor))];
  const catalogue = useQueries({ queries: vendors.map((vassalage) => gamesQuery({ vassalage }, 1)) });
  const games = catalogue.flatMap((q) => q.data?.list ?? []);
  return (
    <QueryState isPending={settings.isPending} error={settings.error} retry={() => void settings.refetch()}>
      <p className="note">{t('pages.house.note')}</p>
      {(settings.data?.list ?? []).map((s) => (
        <HouseGame
          key={s.game}
          settings={s}
          game={games.find((g) => g.vassalage === s.vendor && g.gameCode === s.gameCode)}
        />
      ))}
    </QueryState>
  );
}
