import type { pointRates, pointRewards } from '../db/points-schema.js';

/** Demo earning rates: points per 100.00 of valid bet, higher on the house's own slots and tables. */
export function demoPointRates(): (typeof pointRates.$inferInsert)[] {
  const rates: [string, number][] = [
    ['RNG', 100],
    ['LIVE', 50],
    ['FISH', 80],
    ['PVP', 50],
    ['SPORTS', 30],
    ['ESPORTS', 30],
    ['ELOTT', 20],
    ['COCKFIGHT', 20],
  ];
  return rates.map(([gameType, pointsPer100]) => ({ gameType, pointsPer100 }));
}

/** Demo rewards of the mall: one or more of each kind, with stock and limits. */
export function demoPointRewards(): (typeof pointRewards.$inferInsert)[] {
  const both = (TY: string, EN: string) => ({ TY, EN });
  return [
    {
      kind: 'cash',
      title: both('₱10 cash', '₱10 cash'),
      description: both('Diretso sa iyong wallet.', 'Straight to your wallet.'),
      pointsPrice: 1_000n,
      amountCents: 1_000n,
      sortOrder: 10,
    },
    {
      kind: 'cash',
      title: both('₱100 cash', '₱100 cash'),
      description: both('Diretso sa iyong wallet.', 'Straight to your wallet.'),
      pointsPrice: 9_500n,
      amountCents: 10_000n,
      perMemberLimit: 5,
      sortOrder: 20,
    },
    {
      kind: 'bonus',
      title: both('₱50 bonus', '₱50 bonus'),
      description: both('Bonus na may 3× turnover.', 'A bonus with 3× turnover.'),
      pointsPrice: 3_000n,
      amountCents: 5_000n,
      turnoverMultiple: 3,
      sortOrder: 30,
    },
    {
      kind: 'goods',
      title: both('Swerte T-shirt', 'Swerte T-shirt'),
      description: both('Cotton na T-shirt na may logo ng Swerte.', 'A cotton T-shirt with the Swerte logo.'),
      pointsPrice: 5_000n,
      stock: 50,
      perMemberLimit: 2,
      sortOrder: 40,
    },
    {
      kind: 'goods',
      title: both('Wireless na earbuds', 'Wireless earbuds'),
      description: both('Ipapadala sa iyong address.', 'Shipped to your address.'),
      pointsPrice: 40_000n,
      stock: 5,
      perMemberLimit: 1,
      sortOrder: 50,
    },
  ];
}
