export * from './roulette';
export * from './sicbo';
export * from './dragon-tiger';
