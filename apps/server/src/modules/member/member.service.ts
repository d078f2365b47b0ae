import type { Language, MemberInfo } from '@swerte/contracts';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import { AVATAR_COUNT, avatarUrl, toMemberInfo } from './member-info.js';
import * as repo from './member.repository.js';

export type MemberService = ReturnType<typeof createMemberService>;

/** The member record: look-ups for the other areas, and what a member reads and sets about itself. */
export function createMemberService({ db }: { db: Db }) {
  async function requireRow(memberId: number): Promise<repo.MemberRow> {
    const row = await repo.findById(db, memberId);
    if (!row) throw new AppError('error_not_logged_in');
    return row;
  }

  return {
    /** Pass `tx` when the caller is inside a transaction (PGlite would wait on it otherwise). */
    findById: (id: number, tx: Db | Tx) => repo.findById(tx, id),
    /** The member's account type (is_agent: trial, member, agent) alone; null for no such member. */
    accountTypeOf: (id: number, tx: Db | Tx) => repo.findAccountType(tx, id),
    findByUsername: (username: string) => repo.findByUsername(db, username),
    findByMobile: (countryCode: string, national: string) => repo.findByMobile(db, countryCode, national),
    findSocialMember: (provider: string, subject: string) => repo.findSocialMember(db, provider, subject),
    linkSocial: (provider: string, subject: string, memberId: number) =>
      repo.linkSocial(db, provider, subject, memberId),
    findByEmail: (email: string) => repo.findByEmail(db, email),
    findAffiliate: (code: string) => repo.findAffiliate(db, code),
    update: (id: number, change: Partial<repo.NewMember>, tx: Db | Tx) => repo.updateMember(tx, id, change),
    insert: (member: repo.NewMember, tx: Db | Tx) => repo.insertMember(tx, member),

    async getInfo(memberId: number): Promise<MemberInfo> {
      return toMemberInfo(await requireRow(memberId));
    },
    async getAvatar(memberId: number) {
      const row = await requireRow(memberId);
      return { avatarId: row.avatarId, avatarUrl: avatarUrl(row.avatarId) };
    },
    async setAvatar(memberId: number, avatarId: number) {
      if (avatarId < 1 || avatarId > AVATAR_COUNT) throw new AppError('error_invalid_request');
      await repo.updateMember(db, memberId, { avatarId });
      return { avatarId, avatarUrl: avatarUrl(avatarId) };
    },
    async setLanguage(memberId: number, language: Language): Promise<null> {
      await repo.updateMember(db, memberId, { language });
      return null;
    },
  };
}
