export * from './pusoy-dos-cards';
export * from './pusoy-dos-combos';
export * from './pusoy-dos-game';
export * from './pusoy-dos-bot';
