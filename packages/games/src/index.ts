/**
 * @swerte/games: the house vendor's game logic, pure and deterministic, shared by the server (which
 * plays rounds) and the browser (which verifies them).
 *
 * Fairness scheme, in short: before play the player sees `commitSeed(serverSeed)`, the SHA-256 of a
 * secret server seed. Each round is fixed by (serverSeed, clientSeed, nonce): `createRng` turns them
 * into a byte stream HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${block}`) and into unbiased
 * integers, and each game draws from it in a documented order. When the server seed is rotated it is
 * revealed; the player checks it against the commitment and replays any round with the same functions.
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
