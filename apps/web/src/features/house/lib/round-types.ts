import type { CoupWire, HouseRound, SlotRoundWire, SlotSpinWire } from '@swerte/contracts';

/** Wire shapes the game pieces draw; recall, verify and the games all pass the API's own objects. */
export type CardWire = CoupWire['player']['cards'][number];
export type { CoupWire, HouseRound, SlotRoundWire, SlotSpinWire };
