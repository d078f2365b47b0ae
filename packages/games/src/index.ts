/**
 * @swerte/games: the house vendor's game logic, pure and deterministic, shared by the server (which
 * plays rounds) and the browser (which verifies them).
 *
 * Fairness scheme, in short: before play the player sees `commitSeed(serverSeed)`, the SHA-256 of a
 * secret server seed. Each round is fixed by (serverSeed, clientSeed, nonce): `createRng` turns them
 * into a byte stream HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${block}`) and into unbiased
 * integers, and each game draws from it in a documented order (slot: one stop per reel, reels 1–5, spin
 * after spin; baccarat: cards from a fresh 8-deck shoe by partial Fisher–Yates). When the server seed
 * is rotated it is revealed; `verifySlotRound`, `verifyBaccaratRound`, `verifyVnDraw` and
 * `verifySeaDraw` check it against the commitment and replay any round or draw with the same functions. README.md has the details and test vectors.
 */
export {
  commitSeed,
  createRng,
  blockMessage,
  streamBlock,
  uniformInt,
  verifySeedCommitment,
} from './fair/rng';
export type { FairRng, Rng, RoundSeeds } from './fair/rng';
export { hmacSha256, sha256, toHex, utf8 } from './fair/sha256';

export { SLOT_SYMBOLS, SWERTE_FIESTA, SYMBOL_CODES } from './slot/config';
export type { PayRow, SlotConfig, SlotSymbol } from './slot/config';
export { compileSlot, countScatters, lineWin } from './slot/engine';
export type { CompiledReels, CompiledSlot } from './slot/engine';
export { assertSlotBet, playFreeSpins, playSlotRound, spin, swerteFiesta } from './slot/spin';
export type { LineWin, SlotBet, SlotRound, SpinResult } from './slot/spin';
export { lineExpectation, scatterDistribution, slotReturn } from './slot/maths';
export type { SlotReturn } from './slot/maths';
export { enumerateSpins, slotStatistics } from './slot/enumerate';
export type { SlotStatistics, SpinDistribution } from './slot/enumerate';
export { simulateSlot } from './slot/simulate';
export type { SimulationOptions, SimulationResult } from './slot/simulate';
export { Fraction } from './maths/fraction';

export { DECKS, RANKS, SHOE_SIZE, SUITS, cardValue, handTotal, shoeCard } from './baccarat/cards';
export type { Card, Rank, Suit } from './baccarat/cards';
export { bankerDraws, playCoup, playerDraws } from './baccarat/rules';
export type { BaccaratHand, BaccaratRound, BaccaratWinner } from './baccarat/rules';
export { dealRound, shoeDraw } from './baccarat/deal';
export { BACCARAT_BETS, settle } from './baccarat/settle';
export type { BaccaratBet, BaccaratBetKind, BaccaratBetResult, BaccaratSettlement } from './baccarat/settle';
export { baccaratEdges } from './baccarat/edges';
export type { BaccaratEdges } from './baccarat/edges';
export { bigRoad } from './baccarat/road';
export type { BigRoad, BigRoadCell, PlacedCell, RoadOutcome } from './baccarat/road';

export * from './lottery';
export * from './sports';
export * from './sabong';
export * from './live';
export * from './fishing';
export * from './pvp';

export {
  verifyBaccaratRound,
  verifyLiveTableRound,
  verifySeaDraw,
  verifySlotRound,
  verifyVirtualFootball,
  verifyVirtualRace,
  verifyVnDraw,
} from './verify';
export type { LiveTableDraw, RevealedSeeds, Verified } from './verify';
