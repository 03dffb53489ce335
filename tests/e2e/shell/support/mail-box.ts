import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface Mail {
  file: string;
  /** The plain-text body, decoded. */
  text: string;
}

/** Quoted-printable or base64, as nodemailer writes the text part. */
function decode(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function textPart(eml: string): string {
  const start = eml.search(/^Content-Type: text\/plain/im);
  if (start < 0) return '';
  const rest = eml.slice(start);
  const split = rest.search(/\r?\n\r?\n/);
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(rest.slice(0, split))?.[1]?.toLowerCase() ?? '7bit';
  const body = rest.slice(split).replace(/^\r?\n\r?\n/, '');
  // The part ends at the message's own boundary line, not at any line starting with "--": a
  // quoted-printable continuation line of a link can begin with "--" when the token holds them.
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(eml)?.[1];
  const end = boundary ? body.indexOf(`\n--${boundary}`) : -1;
  return decode(end < 0 ? body : body.slice(0, end), encoding);
}

/**
 * The .eml files the product writes into its mail directory when no SMTP server is configured,
 * read the way a local user would open them. Files are named `<time>-<template>-<recipient>-<id>.eml`.
 */
export class MailBox {
  constructor(readonly dir: string) {}

  async list(template: string, to: string): Promise<Mail[]> {
    const files = (await readdir(this.dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml') && f.includes(`-${template}-${to}-`))
      .sort();
    return Promise.all(files.map(async (file) => ({ file, text: textPart(await readFile(join(this.dir, file), 'utf8')) })));
  }

  /** Waits (bounded) for a message newer than the `seen` count already there, and returns it. */
  async next(template: string, to: string, seen: number, timeoutMs = 10_000): Promise<Mail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.list(template, to);
      if (mails.length > seen) return mails[mails.length - 1]!;
      if (Date.now() > deadline) throw new Error(`no new ${template} mail to ${to} in ${this.dir} within ${timeoutMs} ms`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }

  async count(template: string, to: string): Promise<number> {
    return (await this.list(template, to)).length;
  }
}

/** The first link of a mail, moved onto the product's address (the mail names PUBLIC_URL, which a test cannot know in advance). */
export function linkIn(mail: Mail, baseUrl: string): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in ${mail.file}:\n${mail.text}`);
  const url = new URL(link);
  return `${baseUrl}${url.pathname}${url.search}`;
}

export function codeIn(mail: Mail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no six-digit code in ${mail.file}:\n${mail.text}`);
  return code;
}
