import {
  countWords,
  type AdminFeedbackPageSchema,
  type FeedbackBodySchema,
  type FeedbackSettings,
  type Language,
} from '@swerte/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors.js';
import * as repo from './content.repository.js';

type FeedbackBody = z.output<typeof FeedbackBodySchema>;
type FeedbackPage = z.output<typeof AdminFeedbackPageSchema>;

/** Feedback one address may send per hour, beyond the route's request limit. */
export const FEEDBACK_PER_IP_HOUR = 10;

export interface FeedbackDeps {
  db: Db;
  settings: () => Promise<FeedbackSettings>;
  /** ALTCHA, as registration uses it: each solved payload is accepted once. */
  verifyHuman: (payload: string) => Promise<void>;
  now?: () => Date;
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;

export function createFeedbackService({ db, settings, verifyHuman, now = () => new Date() }: FeedbackDeps) {
  async function send(body: FeedbackBody, from: { ip: string; lang: Language }): Promise<null> {
    const { minWords, maxWords } = await settings();
    const words = countWords(body.content);
    if (words < minWords || words > maxWords) {
      throw new AppError('error_feedback_words', { min: String(minWords), max: String(maxWords) });
    }
    const hourAgo = new Date(now().getTime() - 3_600_000);
    if ((await repo.countFeedbackSince(db, from.ip, hourAgo)) >= FEEDBACK_PER_IP_HOUR) {
      throw new AppError('error_too_many_requests');
    }
    await verifyHuman(body.altcha);
    await repo.insertFeedback(db, {
      type: body.type,
      content: body.content,
      contact: body.contact || null,
      lang: from.lang,
      ip: from.ip,
    });
    return null;
  }

  async function list(before: number | undefined, size: number): Promise<FeedbackPage> {
    const rows = await repo.listFeedback(db, before, size);
    const page = rows.slice(0, size);
    return {
      list: page.map((row) => ({
        id: row.id,
        type: row.type,
        content: row.content,
        contact: row.contact,
        lang: row.lang as Language,
        ip: row.ip,
        createdAt: row.createdAt.toISOString(),
      })),
      nextCursor: rows.length > size ? (page.at(-1)?.id ?? null) : null,
    };
  }

  return { send, list };
}
