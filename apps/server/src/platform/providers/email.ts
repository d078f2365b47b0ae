import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import { emailOutbox } from '../../db/schema.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

/** Development default: the e-mail goes to the email_outbox table; the log line has no address or text. */
export function outboxEmailProvider(db: Db, log: FastifyBaseLogger): EmailProvider {
  return {
    name: 'outbox',
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ recipient: message.to, subject: message.subject, body: message.text })
        .returning({ id: emailOutbox.id });
      log.info({ outboxId: row?.id }, 'e-mail written to the dev outbox');
    },
  };
}

/** SMTP through nodemailer (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpEmailProvider(url: string, from: string): EmailProvider {
  const transport = createTransport(url);
  return {
    name: 'smtp',
    async send(message) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

export function emailProviderFromConfig(config: Config, db: Db, log: FastifyBaseLogger): EmailProvider {
  return config.SMTP_URL
    ? smtpEmailProvider(config.SMTP_URL, config.MAIL_FROM)
    : outboxEmailProvider(db, log);
}
