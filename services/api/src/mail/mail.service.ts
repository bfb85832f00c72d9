import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { OutboxRepo } from './mail.repo';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = { send(message: MailMessage): Promise<void> };

type JsonTransportMessage = {
  to?: { address: string }[];
  subject?: string;
  text?: string;
  html?: string;
};

/**
 * Mail goes through nodemailer either way: SMTP in production, or its JSON transport whose
 * rendered message lands in the outbox so sign-up works without a mail server.
 */
export function createMailer(deps: {
  config: Config['mail'];
  outbox: OutboxRepo;
  log: FastifyBaseLogger;
  now: () => Date;
}): Mailer {
  const { config, outbox, log, now } = deps;
  if (config.driver === 'smtp') {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      const rendered = JSON.parse(info.message) as JsonTransportMessage;
      const saved = {
        id: randomUUID(),
        to: rendered.to?.[0]?.address ?? message.to,
        subject: rendered.subject ?? message.subject,
        text: rendered.text ?? message.text,
        html: rendered.html ?? message.html,
        created_at: now().toISOString(),
      };
      await outbox.save(saved);
      log.info(
        { to: saved.to, subject: saved.subject, folder: outbox.folder },
        'mail written to the outbox',
      );
    },
  };
}
