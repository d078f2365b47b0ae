// The bonus area's entry: the only file other areas import.
export { createBonusServices, type BonusModuleDeps, type BonusServices } from './bonus.module.js';
export type { BonusReads } from './bonus-reads.js';
export type { BonusGrantRow, BonusService, GrantBonusInput } from './bonus.service.js';
