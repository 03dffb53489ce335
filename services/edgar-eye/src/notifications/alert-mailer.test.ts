import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventEnvelope } from '@ea/contracts';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { createMailer } from '@ea/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgarEyeMigrations } from '../db/migrations/index.ts';
import { alertGeneratedEvent } from '../events/edgar-eye-events.ts';
import { mailAlert } from './alert-mailer.ts';

let database: TestDatabase;
let mailDir: string;

beforeAll(async () => {
  database = await createTestDatabase([edgarEyeMigrations]);
  mailDir = await mkdtemp(join(tmpdir(), 'edgar-mail-'));
});

afterAll(async () => {
  await database?.drop();
  await rm(mailDir, { recursive: true, force: true });
});

function envelope(sendEmail: boolean): EventEnvelope {
  const event = alertGeneratedEvent({
    generatedId: 7,
    alertId: 3,
    userId: 'u-1',
    email: 'preparer@example.test',
    sendEmail,
    cik: 1318605,
    companyName: 'Tesla, Inc.',
    formType: '8-K',
    accession: '0000950170-22-999001',
    dateFiled: '2022-12-01',
  });
  return { ...event, id: randomUUID(), occurredAt: new Date().toISOString() };
}

describe('alert e-mails', () => {
  it('mails an alert whose user asked for e-mail, once however often its event arrives', async () => {
    const deps = {
      db: database.db,
      mailer: createMailer({ smtpUrl: undefined, mailDir, from: 'EdgarEye <x@example.test>', log: { info: () => {} } }),
      publicUrl: 'https://filings.example.test',
    };
    const event = envelope(true);
    expect(await mailAlert(deps, event)).toBe(true);
    expect(await mailAlert(deps, event)).toBe(false);
    const files = await readdir(mailDir);
    expect(files).toHaveLength(1);
    const mail = await readFile(join(mailDir, files[0] as string), 'utf8');
    expect(mail).toContain('To: preparer@example.test');
    expect(mail).toContain('Subject: EdgarEye: Tesla, Inc. filed 8-K');
    expect(mail).toContain('Tesla, Inc. (CIK 0001318605) filed 8-K on 2022-12-01');
    expect(mail).toContain('https://filings.example.test/edgar-eye/my-alerts');
  });

  it('sends nothing for an alert without e-mail, or an event of another kind', async () => {
    const deps = {
      db: database.db,
      mailer: {
        send: async () => {
          throw new Error('no mail expected');
        },
      },
      publicUrl: 'https://x.test',
    };
    expect(await mailAlert(deps, envelope(false))).toBe(false);
    expect(await mailAlert(deps, { ...envelope(true), type: 'filings.ingested' })).toBe(false);
  });
});
