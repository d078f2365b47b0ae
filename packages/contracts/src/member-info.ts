import { z } from 'zod';
import { LanguageSchema } from './language.js';

/** A member as the client sees it (§3 member info). Personal data is masked. */
export const MemberInfoSchema = z.object({
  id: z.number().int(),
  /** The login name; `account` and `username` carry the same value (both are read by the original client). */
  account: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** Account type, as isAgent: 0 member; 1, 2, 41, 42 agents; 4 trial. */
  isAgent: z.number().int(),
  type: z.number().int(),
  customerId: z.string(),
  /** True when the member belongs to an agent's team and may transfer to the upline. */
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string(), color: z.string() })),
  /** Masked, e.g. '+63 917****567'; null when none is bound. */
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  /** False for accounts created by SMS or social login that never set a password. */
  hasPassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  language: LanguageSchema,
  avatarUrl: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;
