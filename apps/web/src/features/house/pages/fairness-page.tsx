import { useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BACCARAT_BET_KINDS } from '@swerte/contracts';
import type { BaccaratBetKindWire } from '@swerte/contracts';
import { errorText } from '../../../lib/auth/error-text';
import { formatMoney } from '../../../lib/money';
import { useModalStore } from '../../../stores/modal-store';
import { useSessionStore } from '../../../stores/session-store';
import { FormAlert } from '../../../ui/form/submit-button';
import { BaccaratRoundView, SlotRoundView } from '../components/round/round-outcome';
import { Page } from '../../../ui/page';
import { Panel } from '../../../ui/panel';
import { Spinner } from '../../../ui/spinner';
import { useHouseRound } from '../api/round';
import { liveDrawText } from '../lib/live-verify';
import { parseCents } from '@swerte/contracts';
import {
  EMPTY_BETS,
  VERIFY_GAMES,
  checkInput,
  inputFromAddress,
  inputFromRound,
  verifyRound,
} from '../lib/verify-round';
import type { VerifyInput, VerifyProblem, VerifyResult } from '../lib/verify-round';
import './fairness-page.css';

const BLANK: VerifyInput = {
  game: 'slot',
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  commitment: '',
  lines: '20',
  betPerLine: '0.01',
  bets: EMPTY_BETS,
};

const money = (amount: string) => formatMoney(amount);

/** /fairness: recompute any house round in this browser from its revealed seeds. */
export function FairnessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const roundId = params.get('round');
  const loggedIn = useSessionStore((state) => state.token !== null);
  const openAuth = useModalStore((state) => state.openAuth);
  const recalled = useHouseRound(roundId);
  // Opened from a game's fairness panel: the round's seeds, nonce and bet are in the address.
  const [input, setInput] = useState<VerifyInput>(() => (roundId ? null : inputFromAddress(params)) ?? BLANK);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const [problem, setProblem] = useState<VerifyProblem | null>(null);

  // A recalled round fills the form once; with its server seed revealed it is verified at once.
  if (recalled.data && filledFrom !== recalled.data.roundId) {
    const filled = inputFromRound(recalled.data) ?? BLANK;
    setFilledFrom(recalled.data.roundId);
    setInput(filled);
    setResult(recalled.data.serverSeed && checkInput(filled) === null ? verifyRound(filled) : null);
  }

  const round = recalled.data && filledFrom === recalled.data.roundId ? recalled.data : null;
  const change = (patch: Partial<VerifyInput>) => {
    setInput((current) => ({ ...current, ...patch }));
    setResult(null);
    setProblem(null);
  };
  const changeBet = (kind: BaccaratBetKindWire, amount: string) =>
    change({ bets: { ...input.bets, [kind]: amount } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkInput(input);
    setProblem(found);
    setResult(found ? null : verifyRound(input));
  };

  const field = (name: 'serverSeed' | 'clientSeed' | 'nonce' | 'commitment', mono = true) => (
    <label className="verify-field">
      <span>{t(`house.verify.fields.${name}`)}</span>
      <input
        name={name}
        value={input[name]}
        onChange={(event) => change({ [name]: event.target.value })}
        className={mono ? 'is-mono' : undefined}
        inputMode={name === 'nonce' ? 'numeric' : undefined}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={problem === name}
      />
    </label>
  );

  return (
    <Page name="fairness" title={t('pages.fairness')} description={t('house.verify.intro')}>
      {roundId && !loggedIn && (
        <FormAlert tone="info">
          {t('house.verify.loginForRound')}{' '}
          <button
            type="button"
            className="btn btn--primary btn--small"
            onClick={() => openAuth({ name: 'login' })}
          >
            {t('house.verify.login')}
          </button>
        </FormAlert>
      )}
      {recalled.isLoading && <Spinner label={t('common.loading')} />}
      {recalled.error && <FormAlert>{errorText(recalled.error, t)}</FormAlert>}
      {round && !round.serverSeed && <FormAlert tone="info">{t('house.verify.notRevealed')}</FormAlert>}
      <div className="verify-layout">
        <Panel title={t('house.verify.formTitle')}>
          <form className="verify-form" onSubmit={submit} noValidate>
            <fieldset className="verify-games">
              <legend>{t('house.verify.fields.game')}</legend>
              {VERIFY_GAMES.map((game) => (
                <label key={game} className={input.game === game ? 'is-on' : undefined}>
                  <input
                    type="radio"
                    name="game"
                    value={game}
                    checked={input.game === game}
                    onChange={() => change({ game })}
                  />
                  {t(`house.verify.games.${game}`)}
                </label>
              ))}
            </fieldset>
            {field('serverSeed')}
            {field('commitment')}
            {field('clientSeed')}
            {field('nonce', false)}
            {input.game === 'slot' ? (
              <div className="verify-row">
                <label className="verify-field">
                  <span>{t('house.slot.lines')}</span>
                  <input
                    name="lines"
                    inputMode="numeric"
                    value={input.lines}
                    onChange={(event) => change({ lines: event.target.value })}
                    aria-invalid={problem === 'lines'}
                  />
                </label>
                <label className="verify-field">
                  <span>{t('house.slot.betPerLine')}</span>
                  <input
                    name="betPerLine"
                    inputMode="decimal"
                    value={input.betPerLine}
                    onChange={(event) => change({ betPerLine: event.target.value })}
                    aria-invalid={problem === 'betPerLine'}
                  />
                </label>
              </div>
            ) : input.game !== 'baccarat' ? (
              <p className="verify-empty">{t('house.verify.liveHint')}</p>
            ) : (
              <fieldset className="verify-bets">
                <legend>{t('house.verify.fields.bets')}</legend>
                {BACCARAT_BET_KINDS.map((kind) => (
                  <label key={kind} className="verify-field">
                    <span>{t(`house.baccarat.${kind}`)}</span>
                    <input
                      name={`bet-${kind}`}
                      inputMode="decimal"
                      placeholder="0.00"
                      value={input.bets[kind]}
                      onChange={(event) => changeBet(kind, event.target.value)}
                      aria-invalid={problem === 'bets'}
                    />
                  </label>
                ))}
              </fieldset>
            )}
            {problem && <FormAlert>{t(`house.verify.problems.${problem}`)}</FormAlert>}
            <button type="submit" className="btn btn--primary btn--lg" data-testid="verify-submit">
              <ShieldCheck size={18} aria-hidden />
              {t('house.verify.submit')}
            </button>
          </form>
        </Panel>
        <Panel title={t('house.verify.resultTitle')} className="verify-result">
          {result ? (
            <VerifyOutcome result={result} recordedPayout={round?.serverSeed ? round.payout : null} />
          ) : (
            <p className="verify-empty">{t('house.verify.empty')}</p>
          )}
        </Panel>
      </div>
    </Page>
  );
}

function Check({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <p className={ok ? 'verify-check is-ok' : 'verify-check is-bad'} data-testid={testId} data-ok={ok}>
      <Icon size={22} aria-hidden />
      {ok ? yes : no}
    </p>
  );
}

function VerifyOutcome({ result, recordedPayout }: { result: VerifyResult; recordedPayout: string | null }) {
  const { t } = useTranslation();
  if (result.game === 'live')
    return (
      <div className="verify-outcome">
        <Check
          ok={result.commitmentMatches}
          yes={t('house.verify.commitmentMatch')}
          no={t('house.verify.commitmentMismatch')}
          testId="commitment-check"
        />
        <p className="verify-live" data-testid="verify-live-draw">
          {t('house.live.recomputed')}: <strong>{liveDrawText(result.draw, t)}</strong>
        </p>
      </div>
    );
  return (
    <div className="verify-outcome">
      <Check
        ok={result.commitmentMatches}
        yes={t('house.verify.commitmentMatch')}
        no={t('house.verify.commitmentMismatch')}
        testId="commitment-check"
      />
      {recordedPayout !== null && (
        <Check
          ok={parseCents(recordedPayout) === parseCents(result.payout)}
          yes={t('house.verify.payoutMatch', { amount: money(recordedPayout) })}
          no={t('house.verify.payoutMismatch', {
            recorded: money(recordedPayout),
            amount: money(result.payout),
          })}
          testId="payout-check"
        />
      )}
      <dl className="verify-totals">
        <div>
          <dt>{t('house.common.stake')}</dt>
          <dd>{money(result.stake)}</dd>
        </div>
        <div>
          <dt>{t('house.verify.recomputedPayout')}</dt>
          <dd data-testid="verify-payout">{money(result.payout)}</dd>
        </div>
      </dl>
      {result.game === 'slot' ? (
        <SlotRoundView round={result.slot} money={money} />
      ) : (
        <BaccaratRoundView round={result.baccarat} money={money} />
      )}
    </div>
  );
}
