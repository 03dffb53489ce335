import { readFileSync } from 'node:fs';
import { sharedData } from '@ea/shared-data';
import { describe, expect, it } from 'vitest';
import { discoverDts } from './discover-dts.ts';
import { fileResolver } from './resolver.ts';
import { ARCROLE } from './standard-taxonomy.ts';

const suite = (path: string) => sharedData(`xbrl/conformance/XBRL-CONF-2014-12-10/Common/${path}`).href;

describe('discoverDts', () => {
  it('reports each remote schema of the nflx 10-Q once, naming its taxonomy, and discovers the rest', async () => {
    const schema = sharedData('xbrl/samples/nflx-10q-2010-xbrl21/nflx-20100930.xsd').href;
    const { dts, messages } = await discoverDts([schema], fileResolver());

    const unresolved = messages.filter((m) => m.ruleId === 'dts.unresolvedSchema');
    expect(unresolved.map((m) => m.severity)).toEqual(['error', 'error', 'error', 'error']);
    expect(dts.unresolvedUrls).toContain('http://taxonomies.xbrl.us/us-gaap/2009/elts/us-gaap-2009-01-31.xsd');
    expect(unresolved.find((m) => m.message.includes('us-gaap-2009-01-31.xsd'))!.message).toContain('US GAAP taxonomy 2009');
    expect(unresolved.find((m) => m.message.includes('dei-2009-01-31.xsd'))!.message).toContain('DEI taxonomy 2009');
    expect(new Set(unresolved.map((m) => m.message)).size).toBe(unresolved.length);

    // The extension schema and its five linkbases are read all the same.
    const linkbases = [...dts.documents.values()].filter((d) => d.kind === 'linkbase').map((d) => d.url.split('/').pop());
    expect(linkbases.sort()).toEqual(['nflx-20100930_cal.xml', 'nflx-20100930_def.xml', 'nflx-20100930_lab.xml', 'nflx-20100930_pre.xml']);
    const nflx = [...dts.concepts.values()].filter((c) => c.name.namespace === 'http://www.netflix.com/20100930');
    expect(nflx.length).toBe(dts.concepts.size);
    expect(nflx.length).toBeGreaterThan(10);
    expect(dts.roleTypes.size).toBeGreaterThan(5);
  });

  it('reads concept declarations: item types to numeric or not, periodType, balance', async () => {
    const { dts, messages } = await discoverDts([suite('200-linkbase/208-02-ItemCreditSumCreditWeight+1.xsd')], fileResolver());
    expect(messages).toEqual([]);
    const concepts = [...dts.concepts.values()];
    expect(concepts.length).toBeGreaterThan(1);
    for (const c of concepts) {
      expect(c.kind).toBe('item');
      expect(c.typeInfo).toMatchObject({ xbrliType: 'monetaryItemType', xsdType: 'decimal', numeric: true });
      expect(c.periodType).toMatch(/^(instant|duration)$/);
    }
    expect(concepts.some((c) => c.balance === 'credit')).toBe(true);
    const calc = dts.relationships.filter((r) => r.arcrole === ARCROLE.summationItem);
    expect(calc.length).toBeGreaterThan(0);
    expect(calc.every((r) => r.weight === 1 && r.from.kind === 'concept' && r.to.kind === 'concept')).toBe(true);
  });

  it('resolves a prohibition in one linkbase of an arc in another, keeping the higher-priority label (XBRL 2.1 §3.5.3.9)', async () => {
    const { dts, messages } = await discoverDts([suite('200-linkbase/291-02-ArcOverrideLabelLinkbases.xsd')], fileResolver());
    expect(messages).toEqual([]);
    const arcs = dts.arcs.filter((r) => r.arcrole === ARCROLE.conceptLabel);
    expect(arcs.map((r) => r.use).sort()).toEqual(['optional', 'optional', 'prohibited']);
    const labels = dts.relationships.filter((r) => r.arcrole === ARCROLE.conceptLabel);
    expect(labels.map((r) => (r.to.kind === 'resource' ? r.to.resource.text : ''))).toEqual(['New Fixed Assets']);
  });

  it('resolves element() scheme pointers, the first that resolves winning, and refuses xpointer()', async () => {
    const ok = await discoverDts([suite('200-linkbase/202-10-ElementSchemeXPointerLocatorExample.xsd')], fileResolver());
    expect(ok.messages).toEqual([]);
    expect(ok.dts.relationships.filter((r) => r.arcrole === ARCROLE.conceptLabel && r.from.kind === 'concept')).toHaveLength(1);

    const refused = await discoverDts([suite('200-linkbase/202-08-XPointerLocatorExample.xsd')], fileResolver());
    expect(refused.messages.map((m) => m.ruleId)).toEqual(['xbrl.3.5.3.7.2.locatorHref']);
    expect(refused.messages[0]!.message).toContain('xpointer()');
    expect(refused.messages[0]!.location?.line).toBeGreaterThan(1);
  });

  it('reads each document once when given a shared cache', async () => {
    const cache = new Map();
    const url = suite('200-linkbase/291-02-ArcOverrideLabelLinkbases.xsd');
    await discoverDts([url], fileResolver(), { documentCache: cache });
    const reads: string[] = [];
    const counting = {
      resolve: async (u: string) => {
        reads.push(u);
        return readFileSync(new URL(u));
      },
    };
    const again = await discoverDts([url], counting, { documentCache: cache });
    expect(reads).toEqual([]);
    expect(again.dts.relationships.length).toBeGreaterThan(0);
  });
});
