import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { ArrowLeft, Building2, Globe, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DepositMethod } from '@swerte/contracts';
import { Panel } from '../../../ui/panel';
import { BANK_ART, BANK_STEPS, GATEWAY_ART, GATEWAY_STEPS } from './deposit-guide-art';
import './deposit-guide.css';

export type DepositKind = DepositMethod['kind'];

const KINDS: readonly DepositKind[] = ['bank', 'gateway'];

/**
 * The illustrated how-to of the deposit page, one tab per kind of method: where the operator's account
 * is, what to send and keep, and how long the money takes.
 */
export function DepositGuide({
  kind,
  onKind,
  onBack,
}: {
  kind: DepositKind;
  onKind: (kind: DepositKind) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs, as a tab list does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : KINDS.length - 1;
    const next = KINDS[(KINDS.indexOf(kind) + step) % KINDS.length] ?? 'bank';
    onKind(next);
    tabs.current[KINDS.indexOf(next)]?.focus();
  };

  const steps =
    kind === 'bank'
      ? BANK_STEPS.map((step) => ({
          key: step,
          art: BANK_ART[step],
          title: t(`mc.pages.depositv2.guide.bank.${step}.title`),
          text: t(`mc.pages.depositv2.guide.bank.${step}.text`),
        }))
      : GATEWAY_STEPS.map((step) => ({
          key: step,
          art: GATEWAY_ART[step],
          title: t(`mc.pages.depositv2.guide.gateway.${step}.title`),
          text: t(`mc.pages.depositv2.guide.gateway.${step}.text`),
        }));

  return (
    <Panel
      className="deposit-guide"
      title={t('mc.pages.depositv2.guide.title')}
      actions={
        <button type="button" className="btn btn--ghost btn--small" onClick={onBack} data-testid="guide-back">
          <ArrowLeft size={16} aria-hidden />
          {t('mc.pages.depositv2.guide.back')}
        </button>
      }
    >
      <p className="deposit-guide__intro">{t('mc.pages.depositv2.guide.intro')}</p>
      <div className="guide-tabs" role="tablist" aria-label={t('mc.pages.depositv2.guide.kinds')}>
        {KINDS.map((candidate, index) => (
          <GuideTab
            key={candidate}
            ref={(button) => {
              tabs.current[index] = button;
            }}
            id={`${id}-${candidate}`}
            panelId={`${id}-panel`}
            selected={candidate === kind}
            onSelect={() => onKind(candidate)}
            onKeyDown={onKeyDown}
            icon={
              candidate === 'bank' ? <Building2 size={18} aria-hidden /> : <Globe size={18} aria-hidden />
            }
          >
            {candidate === 'bank' ? t('mc.pages.depositv2.kindBank') : t('mc.pages.depositv2.kindGateway')}
          </GuideTab>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${kind}`} data-testid="deposit-guide">
        <ol className="guide-steps">
          {steps.map((step, index) => (
            <li key={step.key} className="guide-step" data-step={step.key}>
              <div className="guide-step__art">{step.art}</div>
              <div className="guide-step__body">
                <span className="guide-step__number">
                  {t('mc.pages.depositv2.guide.step', { n: index + 1 })}
                </span>
                <h5 className="guide-step__title">{step.title}</h5>
                <p className="guide-step__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="guide-tip">
          <Info size={18} aria-hidden />
          <span>
            {kind === 'bank'
              ? t('mc.pages.depositv2.guide.bank.tip')
              : t('mc.pages.depositv2.guide.gateway.tip')}
          </span>
        </p>
      </div>
    </Panel>
  );
}

function GuideTab({
  ref,
  id,
  panelId,
  selected,
  onSelect,
  onKeyDown,
  icon,
  children,
}: {
  ref: (button: HTMLButtonElement | null) => void;
  id: string;
  panelId: string;
  selected: boolean;
  onSelect: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={id}
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={selected ? 0 : -1}
      className="guide-tab"
      onClick={onSelect}
      onKeyDown={onKeyDown}
    >
      {icon}
      {children}
    </button>
  );
}
