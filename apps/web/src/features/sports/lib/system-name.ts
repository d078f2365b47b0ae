import type { NamedSystem } from '@swerte/games';

// Its own module: the betting record shows these names without loading the slip's maths.
/** The named systems as bettors know them, in every language (the codes are the wire's). */
const SYSTEM_NAMES: Record<NamedSystem, string> = {
  trixie: 'Trixie',
  patent: 'Patent',
  yankee: 'Yankee',
  lucky15: 'Lucky 15',
  superYankee: 'Super Yankee',
  lucky31: 'Lucky 31',
  heinz: 'Heinz',
  lucky63: 'Lucky 63',
  superHeinz: 'Super Heinz',
  goliath: 'Goliath',
};

/** A system's name from its code: "lucky15" → "Lucky 15"; a "k/n" system is its code. */
export const systemName = (code: string): string =>
  (SYSTEM_NAMES as Record<string, string | undefined>)[code] ?? code;
