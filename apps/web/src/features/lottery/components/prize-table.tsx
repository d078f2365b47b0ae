import { useTranslation } from 'react-i18next';
import { prizeTiers } from '@swerte/games';
import type { VnResult } from '@swerte/games';

/**
 * A VN draw's whole prize table in prize order (North 27 numbers, South and Central 18), the special
 * prize first.
 */
export function PrizeTable({ result, caption }: { result: VnResult; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="lott-prizes" data-testid="prize-table" data-region={result.region}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {prizeTiers(result.region).map((tier) => (
          <tr key={tier.prize} className={`lott-prizes__row lott-prizes__row--${tier.prize}`}>
            <th scope="row">{t(`lottery.results.prizes.${tier.prize}`)}</th>
            <td>
              <ul className="lott-prizes__numbers">
                {(result.prizes[tier.prize] ?? []).map((number, index) => (
                  <li key={index} data-prize={tier.prize}>
                    {number}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
