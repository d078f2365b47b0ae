// The lottery's pure maths: Vietnamese regional draws and fast SEA draws, bet settlement, exact returns,
// ticket checks and the draw calendar. README.md has the rules, default odds and their returns.
export * from './regions';
export * from './bets';
export * from './odds';
export * from './settle';
export * from './sea';
export * from './ticket';
export * from './calendar';
export * from './seeds';
export * from './simulate';
