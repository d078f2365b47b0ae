import { useTranslation } from 'react-i18next';
import type { PromoRule } from '@swerte/contracts';
import { formatMoneyWithSymbol } from '../../../lib/money';

/** basis points as a percentage without trailing zeros: 2000 → "20", 1250 → "12.5". */
export function percentOf(bps: number): string {
  return (bps / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** The rule in plain words: what it pays, for what, and the turnover before it unlocks. */
export function PromoRuleText({ rule, symbol }: { rule: PromoRule; symbol: string }) {
  const { t } = useTranslation();
  const money = (value: string) => formatMoneyWithSymbol(value, symbol);
  const main = (() => {
    switch (rule.kind) {
      case 'deposit_bonus':
      case 'first_deposit':
        return t(`promo.rule.${rule.kind}`, {
          percent: percentOf(rule.percentBps),
          cap: money(rule.maxBonus),
          min: money(rule.minDeposit),
        });
      case 'turnover_reward':
        return t('promo.rule.turnover_reward', { target: money(rule.minValidBet), bonus: money(rule.bonus) });
      case 'apply':
        return t('promo.rule.apply', { bonus: money(rule.bonus) });
      case 'raffle':
        return t('promo.rule.raffle', {
          per: money(rule.ticketPer),
          winners: rule.winners,
          prize: money(rule.prize),
        });
    }
  })();
  return (
    <ul className="promo-rule">
      <li>{main}</li>
      <li>
        {rule.turnoverMultiple > 0
          ? t('promo.rule.turnover', { times: rule.turnoverMultiple })
          : t('promo.rule.noTurnover')}
      </li>
    </ul>
  );
}
