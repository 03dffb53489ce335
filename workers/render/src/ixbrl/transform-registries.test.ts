import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IXT, EDGAR_TRANSFORM_REGISTRIES, IXT_SEC, readsAsNumber, SEC_TRANSFORMS, TRANSFORMS } from './transform-registries.ts';

const XBRL = sharedData('xbrl/');
const REGISTRY = readFileSync(new URL('ixt-sec/transformationRegistry/registry/transform-registry.xml', XBRL), 'utf8');

describe('the transformation registries', () => {
  it('are the ones EDGAR accepts, with the prefixes it requires (ixbrl-transform-registries.json)', () => {
    const json = JSON.parse(readFileSync(new URL('efm-resources/ixbrl-transform-registries.json', XBRL), 'utf8')) as Record<
      string,
      unknown
    >;
    const namespaces = Object.fromEntries(Object.entries(json).filter(([key]) => key.startsWith('http')));
    expect(EDGAR_TRANSFORM_REGISTRIES).toEqual(namespaces);
    expect([...TRANSFORMS.keys()].sort()).toEqual(Object.keys(namespaces).sort());
    expect(EDGAR_TRANSFORM_REGISTRIES[DEFAULT_IXT]).toBe('ixt');
  });

  it('name the SEC transformations and registry 3’s as the SEC registry lists them', () => {
    const entries = [...REGISTRY.matchAll(/xlink:href="ixt-(sec-)?([a-z]+)\.xml"/g)];
    expect(SEC_TRANSFORMS).toEqual(entries.filter((m) => m[1]).map((m) => m[2]));
    expect([...TRANSFORMS.get(IXT_SEC)!]).toEqual(SEC_TRANSFORMS);
    // Its ixt entries are registry 3 (2015-02-26), the one registry of that year.
    expect([...TRANSFORMS.get('http://www.xbrl.org/inlineXBRL/transformation/2015-02-26')!].sort()).toEqual(
      entries
        .filter((m) => !m[1])
        .map((m) => m[2])
        .sort(),
    );
  });

  it('read displayed numbers the way the numeric transformations do', () => {
    expect(readsAsNumber('1,234.5', 'num-dot-decimal')).toBe(true);
    expect(readsAsNumber(' 1 234 ', 'num-dot-decimal')).toBe(true);
    expect(readsAsNumber('.5', 'num-dot-decimal')).toBe(true);
    expect(readsAsNumber('$1,234', 'num-dot-decimal')).toBe(false);
    expect(readsAsNumber('(12)', 'num-dot-decimal')).toBe(false);
    expect(readsAsNumber('1.234,5', 'num-comma-decimal')).toBe(true);
    expect(readsAsNumber('1,234.5', 'num-comma-decimal')).toBe(false);
    expect(readsAsNumber('1234.5', '')).toBe(true);
    expect(readsAsNumber('1,234', '')).toBe(false);
    expect(readsAsNumber('-5', '')).toBe(false);
    expect(readsAsNumber('\u2014', 'fixed-zero')).toBe(true);
  });
});
