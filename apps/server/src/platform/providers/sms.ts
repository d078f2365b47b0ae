import type { FastifyBaseLogger } from 'fastify';
import { smsOutbox } from '../../db/schema.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

/** Sends one text message to an E.164 number ('+639171234567'). */
export interface SmsProvider {
  readonly name: string;
  send(to: string, text: string): Promise<void>;
}

/**
 * Development default: the message goes to the sms_outbox table (tests and developers read it there)
 * and a log line says that one was queued, without the number or the text.
 */
export function outboxSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'outbox',
    async send(to, text) {
      const [row] = await db
        .insert(smsOutbox)
        .values({ recipient: to, body: text })
        .returning({ id: smsOutbox.id });
      log.info({ outboxId: row?.id }, 'sms written to the dev outbox');
    },
  };
}

/**
 * A plain HTTP gateway: POST SMS_GATEWAY_URL with JSON { to, text, sender } and, when set,
 * `Authorization: Bearer SMS_GATEWAY_TOKEN`. Any 2xx is success.
 */
export function httpSmsProvider(
  options: { url: string; token?: string | undefined; sender: string },
  fetchImpl: typeof fetch = fetch,
): SmsProvider {
  return {
    name: 'http',
    async send(to, text) {
      const response = await fetchImpl(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        body: JSON.stringify({ to, text, sender: options.sender }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

export function smsProviderFromConfig(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  return config.SMS_GATEWAY_URL
    ? httpSmsProvider({
        url: config.SMS_GATEWAY_URL,
        token: config.SMS_GATEWAY_TOKEN,
        sender: config.SMS_SENDER,
      })
    : outboxSmsProvider(db, log);
}
