import { Limits, Messages } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { checkFile, fileRules } from './file-rules.ts';
import { sniffFileType } from './sniff-file-type.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function file(name: string, bytes: number[] | string, padTo = 0): File {
  const head = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : new Uint8Array(bytes);
  const body = new Uint8Array(Math.max(padTo, head.length));
  body.set(head);
  return new File([body], name);
}

describe('logo checks (spec §5, §9)', () => {
  it('accepts a real PNG or JPEG within 2 MB', async () => {
    await expect(checkFile(file('logo.png', PNG, 1024), fileRules.logo)).resolves.toBeNull();
    await expect(checkFile(file('logo.JPG', JPEG, Limits.logoBytes), fileRules.logo)).resolves.toBeNull();
  });

  it('refuses other extensions with the type message', async () => {
    await expect(checkFile(file('logo.gif', PNG), fileRules.logo)).resolves.toBe(Messages.files.imageType);
  });

  it('refuses a file over 2 MB with the size message', async () => {
    await expect(checkFile(file('logo.png', PNG, Limits.logoBytes + 1), fileRules.logo)).resolves.toBe(Messages.files.imageSize);
  });

  it('refuses a renamed file by its content', async () => {
    await expect(checkFile(file('logo.png', '%PDF-1.7 not an image'), fileRules.logo)).resolves.toBe(Messages.files.imageInvalid);
  });
});

describe('sniffFileType', () => {
  it('tells office zips apart by their entry names', async () => {
    const docx = [...ZIP, ...new TextEncoder().encode('....[Content_Types].xml....word/document.xml')];
    const xlsx = [...ZIP, ...new TextEncoder().encode('....xl/workbook.xml')];
    await expect(sniffFileType(file('a.docx', docx))).resolves.toBe('docx');
    await expect(sniffFileType(file('a.xlsx', xlsx))).resolves.toBe('xlsx');
    await expect(sniffFileType(file('a.zip', ZIP))).resolves.toBe('zip');
  });

  it('recognises XML and HTML text', async () => {
    await expect(sniffFileType(file('a.xml', '<?xml version="1.0"?><edgarSubmission/>'))).resolves.toBe('xml');
    await expect(sniffFileType(file('a.html', '\n<!DOCTYPE html><html></html>'))).resolves.toBe('html');
    await expect(sniffFileType(file('a.txt', 'plain words'))).resolves.toBe('unknown');
  });

  it('applies the per-kind messages', async () => {
    await expect(checkFile(file('f.xlsx', ZIP), fileRules.xlsx)).resolves.toBe(Messages.files.xlsxOnly);
    await expect(checkFile(file('f.doc', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), fileRules.word)).resolves.toBeNull();
    await expect(checkFile(file('f.html', '<html><body>x</body></html>'), fileRules.zipOrHtml)).resolves.toBeNull();
  });
});
