import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ReadMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function header(block: string, name: string): string | undefined {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim();
}

function part(eml: string, type: string): string {
  const start = eml.search(new RegExp(`^Content-Type: ${type}`, 'im'));
  if (start < 0) return '';
  const rest = eml.slice(start);
  const split = rest.search(/\r?\n\r?\n/);
  const headers = rest.slice(0, split);
  const body = rest.slice(split).replace(/^\r?\n\r?\n/, '');
  const end = body.search(/^--/m);
  return decodeBody(end < 0 ? body : body.slice(0, end), header(headers, 'Content-Transfer-Encoding')?.toLowerCase());
}

/** The .eml files the mailer wrote, oldest first, with their plain text and HTML decoded. */
export async function readMails(mailDir: string, to?: string): Promise<ReadMail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  const mails: ReadMail[] = [];
  for (const file of files) {
    const eml = await readFile(join(mailDir, file), 'utf8');
    const head = eml.slice(0, eml.search(/\r?\n\r?\n/));
    const mail = {
      file,
      to: header(head, 'To') ?? '',
      subject: header(head, 'Subject') ?? '',
      text: part(eml, 'text/plain'),
      html: part(eml, 'text/html'),
    };
    if (!to || mail.to === to) mails.push(mail);
  }
  return mails;
}

/** The last message to this address, and the first link in it. */
export async function lastMailTo(mailDir: string, to: string): Promise<{ mail: ReadMail; link: string | undefined }> {
  const mails = await readMails(mailDir, to);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to} in ${mailDir}`);
  return { mail, link: /https?:\/\/\S+/.exec(mail.text)?.[0] };
}

/** Waits (bounded) until more than `seen` messages went to this address, and returns the last with its first link. */
export async function nextMailTo(
  mailDir: string,
  to: string,
  seen: number,
  timeoutMs = 10_000,
): Promise<{ mail: ReadMail; link: string | undefined }> {
  const deadline = Date.now() + timeoutMs;
  while ((await readMails(mailDir, to)).length <= seen) {
    if (Date.now() > deadline) throw new Error(`no new mail to ${to} in ${mailDir} within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
  return lastMailTo(mailDir, to);
}
