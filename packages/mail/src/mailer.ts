import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Names the .eml file and the log line: which template made it. */
  template: string;
  /** The link the message carries, logged when there is no SMTP server so a local user can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  mailDir: string;
  from: string;
  log: { info(details: object, message: string): void };
}

/** Real SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in mailDir. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        options.log.info({ to: message.to, template: message.template }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      await mkdir(options.mailDir, { recursive: true });
      const file = join(
        options.mailDir,
        `${Date.now()}-${message.template}-${message.to.replace(/[^\w.@-]/g, '_')}-${crypto.randomUUID().slice(0, 8)}.eml`,
      );
      // Written aside and renamed, so whoever watches the directory never reads half a message.
      await writeFile(`${file}.part`, info.message as Buffer);
      await rename(`${file}.part`, file);
      options.log.info({ to: message.to, template: message.template, file, link: message.link }, 'mail written to file');
    },
  };
}

/**
 * The mail settings every service reads alike: SMTP_URL (real delivery), else .eml files in
 * MAIL_DIR (default <DATA_DIR>/mail); MAIL_FROM names the sender.
 */
export function mailerSettings(env: Readonly<Record<string, string | undefined>>): Omit<MailerOptions, 'log'> {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailDir: resolve(env.MAIL_DIR ?? join(resolve(env.DATA_DIR ?? '.data'), 'mail')),
    from: env.MAIL_FROM ?? 'EA Filing Suite <no-reply@ea-filing.local>',
  };
}
