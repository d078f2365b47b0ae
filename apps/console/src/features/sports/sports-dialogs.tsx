import { AdminResultBodySchema, type AdminSportsEvent } from '@swerte/contracts';
import { z } from 'zod';
import { t } from '../../i18n';
import { CheckField, DateTimeField, TextField } from '../../ui/field';
import { FormDialog, useContractForm, Wide } from '../../ui/form-dialog';
import { confirmEventResult, editEvent, enterEventResult } from './sports-api';

const INVALIDATE = [['sports', 'events']];

const ResultSchema = z.union([
  z.object({ kind: z.literal('void') }),
  z.object({ kind: z.enum(['score', 'maps']), score: z.object({ home: z.number(), away: z.number() }) }),
  z.object({ kind: z.literal('placings'), placings: z.object({ order: z.array(z.array(z.string())) }) }),
]);

/** A stored result as words: "2–1", "1. Red, 2. Blue", "Void" (the server keeps it as the maths reads it). */
export function resultText(result: unknown, event: AdminSportsEvent): string {
  const parsed = ResultSchema.safeParse(result);
  if (!parsed.success) return result === null ? '—' : t('sports.resultUnknown');
  const r = parsed.data;
  if (r.kind === 'void') return t('sports.voidResult');
  if (r.kind === 'placings') {
    const name = (id: string) => event.competitors.find((c) => String(c.id) === id)?.name ?? id;
    return r.placings.order.map((group, i) => `${i + 1}. ${group.map(name).join(' = ')}`).join(', ');
  }
  return `${r.score.home}–${r.score.away}`;
}

/** "3, 1, 2" → [3, 1, 2]; anything that is not a whole number stays NaN for the contract to refuse. */
const ids = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

/**
 * Enters a result: the score of a match, the finishing order of an outright, or void. A result
 * entered after settlement is a correction: once confirmed, only the difference moves.
 */
export function EventResultDialog({ event, onClose }: { event: AdminSportsEvent; onClose: () => void }) {
  const outright = event.competitors.length > 0;
  const contract = useContractForm({
    schema: AdminResultBodySchema,
    initial: { home: '', away: '', placings: '', nonRunners: '', isVoid: false },
    prepare: (f) =>
      f.isVoid
        ? { void: true }
        : outright
          ? { placings: ids(f.placings).map((id) => [id]), nonRunners: ids(f.nonRunners) }
          : { score: { home: Number(f.home || Number.NaN), away: Number(f.away || Number.NaN) } },
    send: (body) => enterEventResult(event.eventId, body),
    invalidate: INVALIDATE,
  });
  const { text, flag, form } = contract;
  const correction = event.settledVersion > 0;
  return (
    <FormDialog
      title={t(correction ? 'sports.correctionOf' : 'sports.resultOf', { event: event.name })}
      onClose={onClose}
      form={contract}
      submitLabel={t(correction ? 'sports.enterCorrection' : 'sports.enterResult')}
      keepOpenAfter={false}
      done={t('sports.resultEntered')}
    >
      <Wide>
        <p className="muted">{t(correction ? 'sports.correctionNote' : 'sports.enterNote')}</p>
      </Wide>
      <Wide>
        <CheckField label={t('sports.voidResult')} {...flag('isVoid')} />
      </Wide>
      {form.isVoid ? null : outright ? (
        <>
          <Wide>
            <p className="muted">{event.competitors.map((c) => `${c.id}: ${c.name}`).join(' · ')}</p>
          </Wide>
          <TextField
            label={t('sports.placings')}
            {...text('placings', 'placings')}
            error={contract.err('placings') ?? contract.err('placings.0.0')}
          />
          <TextField label={t('sports.nonRunners')} {...text('nonRunners')} />
        </>
      ) : (
        <>
          <TextField
            label={t('sports.homeScore', { side: event.name.split(' vs ')[0] ?? '' })}
            inputMode="numeric"
            {...text('home', 'score.home')}
          />
          <TextField
            label={t('sports.awayScore', { side: event.name.split(' vs ')[1] ?? '' })}
            inputMode="numeric"
            {...text('away', 'score.away')}
          />
        </>
      )}
    </FormDialog>
  );
}

/** A second operator confirms the entered result: the bets settle in bulk. */
export function ConfirmEventDialog({ event, onClose }: { event: AdminSportsEvent; onClose: () => void }) {
  const contract = useContractForm({
    schema: z.object({}),
    initial: {},
    send: () => confirmEventResult(event.eventId),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('sports.confirmResult')}
      onClose={onClose}
      form={contract}
      submitLabel={t('sports.confirmResult')}
      keepOpenAfter={false}
      done={t('sports.resultConfirmed')}
    >
      <Wide>
        <p>
          {t('sports.confirmQuestion', {
            event: event.name,
            result: resultText(event.pendingResult, event),
            enteredBy: event.enteredBy ?? '',
          })}
        </p>
      </Wide>
    </FormDialog>
  );
}

const PostponeSchema = z.object({
  status: z.literal('postponed'),
  voidAt: z.string().datetime({ offset: true }),
});

/** Postpones an event: its bets are void at the time given unless it gets a new start before. */
export function PostponeDialog({ event, onClose }: { event: AdminSportsEvent; onClose: () => void }) {
  const contract = useContractForm({
    schema: PostponeSchema,
    initial: { status: 'postponed' as const, voidAt: event.voidAt },
    send: (body) => editEvent(event.eventId, body),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('sports.postponeOf', { event: event.name })}
      onClose={onClose}
      form={contract}
      submitLabel={t('sports.postpone')}
      keepOpenAfter={false}
      done={t('sports.postponed')}
    >
      <Wide>
        <p className="muted">{t('sports.postponeNote')}</p>
        <DateTimeField label={t('sports.voidAt')} {...contract.when('voidAt')} />
      </Wide>
    </FormDialog>
  );
}

/** A new start for a scheduled or postponed event (a postponed one is scheduled again). */
export function RescheduleDialog({ event, onClose }: { event: AdminSportsEvent; onClose: () => void }) {
  const contract = useContractForm({
    schema: z.object({
      startsAt: z.string().datetime({ offset: true }),
      status: z.literal('scheduled'),
      voidAt: z.null(),
    }),
    initial: { startsAt: event.startsAt, status: 'scheduled' as const, voidAt: null },
    send: (body) => editEvent(event.eventId, body),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('sports.rescheduleOf', { event: event.name })}
      onClose={onClose}
      form={contract}
      submitLabel={t('sports.reschedule')}
      keepOpenAfter={false}
    >
      <Wide>
        <DateTimeField label={t('sports.startsAt')} {...contract.when('startsAt')} />
      </Wide>
    </FormDialog>
  );
}

/** Cancels an event: every bet on it is void and refunded. */
export function CancelEventDialog({ event, onClose }: { event: AdminSportsEvent; onClose: () => void }) {
  const contract = useContractForm({
    schema: z.object({ status: z.literal('cancelled') }),
    initial: { status: 'cancelled' as const },
    send: (body) => editEvent(event.eventId, body),
    invalidate: INVALIDATE,
  });
  return (
    <FormDialog
      title={t('sports.cancelOf', { event: event.name })}
      onClose={onClose}
      form={contract}
      submitLabel={t('sports.cancel')}
      danger
      keepOpenAfter={false}
      done={t('sports.cancelled')}
    >
      <Wide>
        <p>{t('sports.cancelQuestion', { bets: event.bets })}</p>
      </Wide>
    </FormDialog>
  );
}
