import { LanguageSchema, type MemberInfo } from '@swerte/contracts';
import { maskEmail, maskMobile } from '../../platform/phone.js';
import type { MemberRow } from './member.repository.js';

export const AVATAR_COUNT = 16;
export const avatarUrl = (avatarId: number) => `/media/avatars/${avatarId}.svg`;

/** The row as the client sees it: personal data masked, no hashes or secrets. */
export function toMemberInfo(row: MemberRow): MemberInfo {
  const language = LanguageSchema.safeParse(row.language);
  return {
    id: row.id,
    account: row.username,
    username: row.username,
    nickname: row.nickname || row.username,
    isAgent: row.isAgent,
    type: row.isAgent,
    customerId: String(row.id),
    toUpline: row.uplineId !== null,
    // The VIP level is the content area's: the member info call adds it (member.routes.ts).
    clubLabel: null,
    memberLabel: [],
    mobileNum: row.mobile && row.mobileCountryCode ? maskMobile(row.mobileCountryCode, row.mobile) : null,
    email: row.email ? maskEmail(row.email) : null,
    hasPassword: row.passwordHash !== null,
    hasPaymentPassword: row.paymentPasswordHash !== null,
    language: language.success ? language.data : 'TY',
    avatarUrl: avatarUrl(row.avatarId),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
