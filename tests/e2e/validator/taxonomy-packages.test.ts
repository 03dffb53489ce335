import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { Module } from '@ea/contracts';
import { TaxonomyPackageErrors } from '@ea/contracts/validator';
import { zipArchive } from '@ea/workbook/testing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshotDir, signedInPage, toast } from '../directory/support/browser-steps.ts';
import { seriousA11yViolations } from '../shell/support/axe.ts';
import { PASSWORD } from '../shell/support/identity-api.ts';
import { type ProductShell, startProductShell } from '../shell/support/product-fixture.ts';

const PREPARER = 'taxonomy-preparer@ea-e2e.test';
const TAXONOMY_PATH = '/validator/taxonomy';

let shell: ProductShell;
let page: Page;

const part = (name: string, text: string) => {
  const data = Buffer.from(text);
  return { name, compressed: deflateRawSync(data), size: data.length, crc: crc32(data) };
};

/** A tiny taxonomy package whose catalog maps http://example.com/taxonomy/ to its own files. */
const PACKAGE = zipArchive([
  part(
    'example-2024/META-INF/taxonomyPackage.xml',
    `<?xml version="1.0" encoding="utf-8"?>
<tp:taxonomyPackage xmlns:tp="http://xbrl.org/2016/taxonomy-package" xml:lang="en">
  <tp:identifier>http://example.com/taxonomy</tp:identifier>
  <tp:name>Example Taxonomy</tp:name>
  <tp:version>2024</tp:version>
  <tp:entryPoints>
    <tp:entryPoint>
      <tp:name>Example extension</tp:name>
      <tp:entryPointDocument href="http://example.com/taxonomy/ext.xsd"/>
    </tp:entryPoint>
  </tp:entryPoints>
</tp:taxonomyPackage>`,
  ),
  part(
    'example-2024/META-INF/catalog.xml',
    `<?xml version="1.0" encoding="utf-8"?>
<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
  <rewriteURI uriStartString="http://example.com/taxonomy/" rewritePrefix="../taxonomy/"/>
</catalog>`,
  ),
  part(
    'example-2024/taxonomy/ext.xsd',
    `<?xml version="1.0" encoding="utf-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema" targetNamespace="http://example.com/taxonomy/ext"/>`,
  ),
]);

/** How far the page is wider than the window (0: no sideways scrolling). */
const OVERFLOW = 'document.documentElement.scrollWidth - document.documentElement.clientWidth';

beforeAll(async () => {
  shell = await startProductShell();
  const channelId = await shell.api.createChannel('Taxonomy Filings');
  await shell.api.createActiveUser({ email: PREPARER, roles: ['Preparer'], products: [Module.validator], channelId });
  page = await signedInPage(shell, PREPARER, PASSWORD, TAXONOMY_PATH);
  await page.setViewportSize({ width: 1920, height: 1080 });
});

afterAll(async () => {
  await shell?.close();
});

describe('taxonomy packages at the Validator taxonomy screen', () => {
  it('refuses a zip that is no taxonomy package, with the server’s message on the zone', async () => {
    await page.getByText('No taxonomy packages yet').waitFor();
    await page.getByLabel(/^Taxonomy package(?!s)/).setInputFiles({
      name: 'not-a-package.zip',
      mimeType: 'application/zip',
      buffer: zipArchive([part('readme.txt', 'hello')]),
    });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TaxonomyPackageErrors.fileKind }).count()).toBe(1);
  });

  it('uploads a package and lists it with its version, identifier and entry point', async () => {
    await page
      .getByLabel(/^Taxonomy package(?!s)/)
      .setInputFiles({ name: 'example-2024.zip', mimeType: 'application/zip', buffer: PACKAGE });
    await page.getByRole('form', { name: 'Upload a taxonomy package' }).getByText('example-2024.zip').waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await toast(page, 'Taxonomy package Example Taxonomy 2024 uploaded').waitFor();
    const table = page.getByRole('table', { name: 'Taxonomy packages' });
    const row = table.locator('tbody tr').filter({ hasText: 'Example Taxonomy' });
    await row.waitFor();
    expect(await row.getByText('2024', { exact: true }).count()).toBe(1);
    expect(await row.getByText('http://example.com/taxonomy', { exact: true }).count()).toBe(1);
    expect(await row.getByRole('list', { name: 'Entry points of Example Taxonomy 2024' }).getByText('Example extension').count()).toBe(1);
    expect(await row.getByText(PREPARER).count()).toBe(1);
    expect(await page.evaluate(OVERFLOW)).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'validator-taxonomy-packages-1920.png'), fullPage: true });
  });

  it('says a second upload of the same package is a conflict', async () => {
    await page.getByLabel(/^Taxonomy package(?!s)/).setInputFiles({ name: 'again.zip', mimeType: 'application/zip', buffer: PACKAGE });
    await page.getByRole('form', { name: 'Upload a taxonomy package' }).getByText('again.zip').waitFor();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: TaxonomyPackageErrors.duplicate }).count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Taxonomy packages' }).locator('tbody tr').count()).toBe(1);
  });

  it('deletes the package only after confirming', async () => {
    const table = page.getByRole('table', { name: 'Taxonomy packages' });
    await table.getByRole('button', { name: 'Delete Example Taxonomy 2024' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete taxonomy package' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await table.getByText('Example Taxonomy').count()).toBe(1);

    await table.getByRole('button', { name: 'Delete Example Taxonomy 2024' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Taxonomy package Example Taxonomy 2024 deleted').waitFor();
    await page.getByText('No taxonomy packages yet').waitFor();
    await page.reload();
    await page.getByText('No taxonomy packages yet').waitFor();
  });
});
