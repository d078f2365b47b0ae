import { AdminEventBodySchema } from '@swerte/contracts';
import { t } from '../../i18n';
import { ChoiceField, DateTimeField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { createEvent } from './sports-api';

const BOOKS = ['sports', 'esports'] as const;
type Book = (typeof BOOKS)[number];
const FIRST_BOOK: Book = 'sports';
/** A line market is offered only when its line and both prices are filled in. */
const given = (...texts: string[]) => texts.every((text) => text.trim() !== '');

/**
 * A new match on the book: its sport, league, sides and start, and its first markets at fair odds
 * (the operator's margin is added on top): 1X2 with an optional Asian handicap and total for sports,
 * match winner for e-sports.
 */
export function NewEventDialog({ onClose }: { onClose: () => void }) {
  const contract = useContractForm({
    schema: AdminEventBodySchema,
    initial: {
      category: FIRST_BOOK,
      sport: 'football',
      league: '',
      home: '',
      away: '',
      startsAt: null as string | null,
      odds1: '',
      oddsX: '',
      odds2: '',
      handicapLine: '',
      handicapHome: '',
      handicapAway: '',
      totalLine: '',
      totalOver: '',
      totalUnder: '',
      marginBp: '500',
      minStake: '1.00',
      maxStake: '5000.00',
      liabilityCap: '100000.00',
    },
    prepare: (f) => {
      const limits = {
        marginBp: Number(f.marginBp || Number.NaN),
        minStake: f.minStake,
        maxStake: f.maxStake,
        liabilityCap: f.liabilityCap,
      };
      const lineMarket = (kind: string, line: string, first: string, second: string) =>
        given(line, first, second) ? [{ kind, line: line.trim(), fairOdds: [first, second], ...limits }] : [];
      const markets =
        f.category === 'esports'
          ? [{ kind: 'matchWinner', fairOdds: [f.odds1, f.odds2], ...limits }]
          : [
              { kind: '1x2', fairOdds: [f.odds1, f.oddsX, f.odds2], ...limits },
              ...lineMarket('asianHandicap', f.handicapLine, f.handicapHome, f.handicapAway),
              ...lineMarket('overUnder', f.totalLine, f.totalOver, f.totalUnder),
            ];
      return {
        category: f.category,
        sport: f.sport.trim(),
        league: f.league.trim(),
        home: f.home.trim(),
        away: f.away.trim(),
        startsAt: f.startsAt,
        markets,
      };
    },
    send: createEvent,
    invalidate: [['sports', 'events']],
  });
  const { form, set, text, when } = contract;
  const esports = form.category === 'esports';
  return (
    <FormDialog title={t('sports.newEvent')} onClose={onClose} form={contract} keepOpenAfter={false}>
      <ChoiceField
        label={t('sports.category')}
        value={form.category}
        options={BOOKS}
        optionLabel={(c) => t(`sports.category.${c}`)}
        onChange={(category) => set({ category: category || 'sports' })}
      />
      <TextField label={t('sports.sportCode')} {...text('sport')} />
      <TextField label={t('sports.leagueName')} {...text('league')} />
      <DateTimeField label={t('sports.startsAt')} {...when('startsAt')} />
      <TextField label={t('sports.home')} {...text('home')} />
      <TextField label={t('sports.away')} {...text('away')} />
      <Wide>
        <p className="muted">{t(esports ? 'sports.winnerOddsNote' : 'sports.fairOddsNote')}</p>
      </Wide>
      <TextField
        label={t('sports.oddsHome')}
        inputMode="decimal"
        {...text('odds1', 'markets.0.fairOdds.0')}
      />
      {esports ? null : (
        <TextField
          label={t('sports.oddsDraw')}
          inputMode="decimal"
          {...text('oddsX', 'markets.0.fairOdds.1')}
        />
      )}
      <TextField
        label={t('sports.oddsAway')}
        inputMode="decimal"
        {...text('odds2', esports ? 'markets.0.fairOdds.1' : 'markets.0.fairOdds.2')}
      />
      {esports ? null : (
        <>
          <TextField label={t('sports.handicapLine')} {...text('handicapLine')} />
          <TextField label={t('sports.handicapHome')} inputMode="decimal" {...text('handicapHome')} />
          <TextField label={t('sports.handicapAway')} inputMode="decimal" {...text('handicapAway')} />
          <TextField label={t('sports.totalLine')} {...text('totalLine')} />
          <TextField label={t('sports.totalOver')} inputMode="decimal" {...text('totalOver')} />
          <TextField label={t('sports.totalUnder')} inputMode="decimal" {...text('totalUnder')} />
        </>
      )}
      <TextField
        label={t('sports.marginBp')}
        inputMode="numeric"
        {...text('marginBp', 'markets.0.marginBp')}
      />
      <TextField label={t('sports.liabilityCap')} inputMode="decimal" {...text('liabilityCap')} />
      <TextField label={t('sports.minStake')} inputMode="decimal" {...text('minStake')} />
      <TextField label={t('sports.maxStake')} inputMode="decimal" {...text('maxStake')} />
    </FormDialog>
  );
}
