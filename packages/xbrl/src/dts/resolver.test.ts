import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedData } from '@ea/shared-data';
import { afterAll, describe, expect, it } from 'vitest';
import { discoverDts } from './discover-dts.ts';
import { fileResolver, taxonomyPackageResolver } from './resolver.ts';
import { readZip } from './zip.ts';

const common = sharedData('xbrl/conformance/XBRL-CONF-2014-12-10/Common/').href;
const work = mkdtempSync(join(tmpdir(), 'xbrl-package-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A taxonomy package folder whose catalog maps a published URL space onto the suite's files. */
function packageFolder(catalog: string): string {
  const dir = join(work, `pkg${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(dir, 'META-INF'), { recursive: true });
  writeFileSync(join(dir, 'META-INF', 'catalog.xml'), catalog);
  return dir;
}

describe('resolvers', () => {
  it('never reaches the network: an http URL without a catalog entry is unresolved', async () => {
    expect(await fileResolver().resolve('http://www.xbrl.org/2003/xbrl-instance-2003-12-31.xsd')).toBeNull();
  });

  it('resolves published URLs through a taxonomy package catalog (rewriteURI), relative references included', async () => {
    const dir = packageFolder(`<?xml version="1.0"?>
<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
  <rewriteURI uriStartString="http://taxonomy.example/2003/" rewritePrefix="${common}"/>
</catalog>`);
    const resolver = await taxonomyPackageResolver([{ directory: dir }]);
    const { dts, messages } = await discoverDts(
      ['http://taxonomy.example/2003/200-linkbase/291-02-ArcOverrideLabelLinkbases.xsd'],
      resolver,
    );
    expect(messages).toEqual([]);
    expect([...dts.documents.keys()]).toEqual([
      'http://taxonomy.example/2003/200-linkbase/291-02-ArcOverrideLabelLinkbases.xsd',
      'http://taxonomy.example/2003/200-linkbase/291-02-ArcOverrideLabelLinkbases-1-label.xml',
      'http://taxonomy.example/2003/200-linkbase/291-02-ArcOverrideLabelLinkbases-2-label.xml',
    ]);
  });

  it('prefers an exact uri entry to a rewrite, and the longest rewrite prefix', async () => {
    const dir = packageFolder(`<catalog xmlns="urn:oasis:names:tc:entity:xmlns:xml:catalog">
  <rewriteURI uriStartString="http://t.example/" rewritePrefix="${common}100-schema/"/>
  <rewriteURI uriStartString="http://t.example/lb/" rewritePrefix="${common}200-linkbase/"/>
  <uri name="http://t.example/lb/entry.xsd" uri="${common}200-linkbase/291-02-ArcOverrideLabelLinkbases.xsd"/>
</catalog>`);
    const resolver = await taxonomyPackageResolver([{ directory: dir }]);
    const bytes = (url: string) => new Uint8Array(readFileSync(new URL(url)));
    expect(await resolver.resolve('http://t.example/lb/entry.xsd')).toEqual(
      bytes(`${common}200-linkbase/291-02-ArcOverrideLabelLinkbases.xsd`),
    );
    expect(await resolver.resolve('http://t.example/lb/291-02-ArcOverrideLabelLinkbases-1-label.xml')).toEqual(
      bytes(`${common}200-linkbase/291-02-ArcOverrideLabelLinkbases-1-label.xml`),
    );
    expect(await resolver.resolve('http://t.example/102-01-SpecExample.xsd')).toEqual(bytes(`${common}100-schema/102-01-SpecExample.xsd`));
    expect(await resolver.resolve('http://elsewhere.example/x.xsd')).toBeNull();
  });

  it('reads the files of a zip archive in memory (an EDGAR filing package)', () => {
    const folder = sharedData('xbrl/samples/aapl-10q-0000320193-25-000057/');
    const files = readZip(readFileSync(new URL('0000320193-25-000057-xbrl.zip', folder)));
    expect([...files.keys()]).toContain('aapl-20250329_lab.xml');
    expect(files.size).toBe(10);
    const inZip = new TextDecoder().decode(files.get('aapl-20250329.xsd')!()).trimEnd();
    const onDisk = readFileSync(new URL('aapl-20250329.xsd', folder), 'utf8').trimEnd();
    expect(inZip).toBe(onDisk);
  });
});
