import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDocumentVisible } from '../../../lib/use-document-visible';
import { formatMoney } from '../../../lib/money';
import { centsToDecimal, jackpotCentsAt, msUntilNextTick } from '../lib/jackpot';
import './jackpot.css';

/** True while the element is at least partly on screen (IntersectionObserver; always true without it). */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) =>
      setOnScreen(entries.some((e) => e.isIntersecting)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** One digit as a strip of 0–9 that rolls to its value; separators stay as they are. */
function Digit({ char }: { char: string }) {
  if (!/\d/.test(char)) return <span className="jackpot__sep">{char}</span>;
  return (
    <span className="jackpot__digit">
      <span className="jackpot__strip" style={{ transform: `translateY(${-Number(char)}em)` }}>
        {DIGITS.map((digit) => (
          <span key={digit}>{digit}</span>
        ))}
      </span>
    </span>
  );
}

/**
 * §4 jackpot counter (/rng only): the figure is a function of the time, so every visitor sees the same
 * one; it moves on by 165.11 at each shared 3 s tick while it is on screen and the tab is visible.
 */
export function Jackpot({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ref);
  const visible = useDocumentVisible();
  const [cents, setCents] = useState(() => jackpotCentsAt(Date.now()));

  useEffect(() => {
    if (!onScreen || !visible) return;
    let timer = 0;
    const tick = () => {
      setCents(jackpotCentsAt(Date.now()));
      timer = window.setTimeout(tick, msUntilNextTick(Date.now()));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [onScreen, visible]);

  const amount = formatMoney(centsToDecimal(cents));
  return (
    <section ref={ref} className="jackpot container" data-testid="jackpot" aria-labelledby="jackpot-title">
      <div className="jackpot__panel">
        <span className="jackpot__icon" aria-hidden>
          <Trophy size={26} />
        </span>
        <div className="jackpot__text">
          <h2 id="jackpot-title" className="jackpot__title">
            {t('content.jackpot.title')}
          </h2>
          <p className="jackpot__caption">{t('content.jackpot.caption')}</p>
        </div>
        <p className="jackpot__amount" data-testid="jackpot-amount" data-cents={cents}>
          <span className="visually-hidden">
            {t('content.jackpot.label', { amount: `${symbol} ${amount}` })}
          </span>
          <span className="jackpot__figure" aria-hidden>
            <span className="jackpot__symbol">{symbol}</span>
            {[...amount].map((char, i) => (
              // Keyed from the right, so a digit keeps its place (and its roll) when the figure grows a digit.
              <Digit key={amount.length - i} char={char} />
            ))}
          </span>
        </p>
      </div>
    </section>
  );
}
