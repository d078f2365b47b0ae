import type { GameType } from '@swerte/contracts';
import { Dices, Fish, Gamepad2, Swords, Ticket, Trophy, Tv, Bird } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

/** One icon per game type, shared by the nav, the drawer and the footer. */
export const GAME_TYPE_ICONS: Record<GameType, LucideIcon> = {
  RNG: Dices,
  LIVE: Tv,
  SPORTS: Trophy,
  FISH: Fish,
  COCKFIGHT: Bird,
  ESPORTS: Gamepad2,
  PVP: Swords,
  ELOTT: Ticket,
};

/** How long a vendor dropdown stays open after the pointer leaves it (§9). */
export const DROPDOWN_CLOSE_DELAY_MS = 200;
