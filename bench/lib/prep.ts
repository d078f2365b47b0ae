/** What bench-server.ts prepares for the load, and the vendor it plays. */
export const BENCH_VENDOR = 'LUZON';
export const BENCH_GAME = 'reels-1';

export interface Prep {
  secret: string;
  members: { id: number; launchToken: string }[];
  /** Bearer session tokens of the first few members (the member-centre calls). */
  bearers: string[];
}
