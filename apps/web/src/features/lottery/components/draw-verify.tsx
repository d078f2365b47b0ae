import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { errorText } from '../../../lib/auth/error-text';
import { FactList } from '../../../ui/panel';
import { FormAlert } from '../../../ui/form/submit-button';
import { Spinner } from '../../../ui/spinner';
import { fairnessOptions } from '../api/game-queries';
import { verifyDraw } from '../lib/draw-result';
import type { VerifyOutcome } from '../lib/draw-result';

/**
 * A house draw's verification, in this browser: the commitment published before the lock, the seed
 * revealed after, and the draw replayed with the games package (the house slot's approach).
 */
export function DrawVerify({ gameCode, numero }: { gameCode: string; numero: string }) {
  const { t } = useTranslation();
  const fairness = useQuery(fairnessOptions(gameCode, numero));
  const [outcome, setOutcome] = useState<{ numero: string; value: VerifyOutcome } | null>(null);
  const shown = outcome?.numero === numero ? outcome.value : null;

  if (fairness.isPending) return <Spinner label={t('lottery.loading')} />;
  if (fairness.error) return <FormAlert>{errorText(fairness.error, t)}</FormAlert>;
  const data = fairness.data;
  const seed = (value: string | null) => (value ? <code className="lott-seed">{value}</code> : null);
  return (
    <section className="lott-verify" data-testid="draw-verify" aria-label={t('lottery.verify.title')}>
      <p className="lott-muted">{t('lottery.verify.intro')}</p>
      <FactList
        emptyText={t('lottery.verify.notRevealed')}
        rows={[
          [t('lottery.verify.commitment'), seed(data.commitment)],
          [t('lottery.verify.clientSeed'), seed(`${data.clientSeed} · nonce ${data.nonce}`)],
          [t('lottery.verify.serverSeed'), seed(data.serverSeed)],
        ]}
      />
      <button
        type="button"
        className="btn btn--ghost"
        disabled={data.serverSeed === null}
        onClick={() => setOutcome({ numero, value: verifyDraw(data) })}
        data-testid="verify-run"
      >
        <ShieldCheck size={16} aria-hidden />
        {t('lottery.verify.run')}
      </button>
      {shown?.state === 'checked' && (
        <div className="lott-verify__outcome" data-testid="verify-outcome" role="status">
          <FormAlert tone={shown.commitmentMatches ? 'success' : 'error'}>
            {t(shown.commitmentMatches ? 'lottery.verify.matches' : 'lottery.verify.mismatch')}
          </FormAlert>
          <FormAlert tone={shown.sameResult ? 'success' : 'error'}>
            {t(shown.sameResult ? 'lottery.verify.same' : 'lottery.verify.differs')}{' '}
            {shown.recomputed.join(' ')}
          </FormAlert>
        </div>
      )}
    </section>
  );
}
