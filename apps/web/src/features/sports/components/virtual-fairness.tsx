import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { SportsEvent } from '@swerte/contracts';
import { verifyVirtualEvent, type VirtualCheck } from '../lib/virtual-verify';

/**
 * A virtual event's fairness: the commitment published before it ran and, once it has, the seed and a
 * check in this browser that the seed matches and redraws the same result from the published ratings.
 */
export function VirtualFairness({ event }: { event: SportsEvent }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<VirtualCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const virtual = event.virtual!;
  const verify = async () => {
    setBusy(true);
    try {
      setCheck(await verifyVirtualEvent(event));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="sb-fair" aria-label={t('sports.virtual.verify')} data-testid="virtual-fairness">
      <p className="sb-fair__label">{t('sports.virtual.commitment')}</p>
      <code className="sb-fair__hash">{virtual.commitment}</code>
      {virtual.serverSeed === null ? (
        <p className="sb-muted">{t('sports.virtual.seedLater')}</p>
      ) : (
        <>
          <p className="sb-fair__label">Server seed</p>
          <code className="sb-fair__hash">{virtual.serverSeed}</code>
          <button
            type="button"
            className="btn btn--ghost"
            data-testid="verify-virtual"
            disabled={busy}
            onClick={() => void verify()}
          >
            <ShieldCheck size={16} aria-hidden />{' '}
            {busy ? t('sports.virtual.verifying') : t('sports.virtual.verify')}
          </button>
          {check && (
            <p
              className={check.ok ? 'sb-fair__ok' : 'sb-fair__bad'}
              data-testid="verify-result"
              role="status"
            >
              {check.ok
                ? t('sports.virtual.verified', { result: check.result })
                : t('sports.virtual.notVerified')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
