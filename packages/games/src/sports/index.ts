// The sportsbook's pure maths: odds formats, margins, settlement of every market, parlays and system
// bets, and the virtual sports models. README.md has the rules and the rounding.
export * from './odds';
export * from './margin';
export * from './markets';
export * from './settle';
export * from './parlay';
export * from './system';
export * from './slip';
export * from './liability';
export * from './virtual/football';
export * from './virtual/racing';
export * from './virtual/price';
