import { readFileSync } from 'node:fs';
import { DocumentType, RenderingStatus } from '@ea/contracts';
import type { ExportJob, XbrlMetadata } from '@ea/contracts/library';
import { BUNDLED_IXBRL_SCHEMA_DIR, validateInlineXbrl } from '@ea/render';
import { multipartBody } from '@ea/service-kit/testing';
import { sharedData } from '@ea/shared-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Fact, type Instance, type QName, readInlineXbrl } from '../../../packages/xbrl/src/index.ts';
import { type RenderHarness, renderHarness } from './render-harness.ts';

/**
 * EDGAR Inline XBRL filings (Apple's 10-Q for the quarter ended March 29, 2025; Oracle's for the
 * quarter ended August 31, 2024, with XBRL footnotes) uploaded to the library through its upload
 * route, rendered back to Inline XBRL by the render job, and both files read by the XBRL engine:
 * the rendered filing states the same facts, footnotes and relationships as the one uploaded. Real
 * Postgres, Redis, storage, conversion worker and render worker.
 */
const COMPANY = { id: 751, channelId: 76 };
const AAPL = 'xbrl/samples/aapl-10q-0000320193-25-000057/aapl-20250329.htm';
const ORCL = 'filings/ixbrl/orcl-10q-fy2025q1-dfin.htm';
type Headers = { authorization: string };

let h: RenderHarness;
let jane: Headers;

beforeAll(async () => {
  h = await renderHarness();
  await h.t.publishCompany(COMPANY);
  jane = await h.t.auth({ sub: '7501', email: 'jane@ixbrl.test', channelId: COMPANY.channelId });
  await h.startWorkers();
});

afterAll(async () => {
  await h?.close();
});

const clark = (q: QName) => `{${q.namespace}}${q.localName}`;
const BLOCK_TAG = /<\/?(?:p|div|td|th|tr|table|thead|tbody|tfoot|caption|li|ul|ol|dl|dt|dd|h[1-6]|br|hr|pre|blockquote)\b[^>]*>/gi;
const ENTITY = /&(?:#(\d+)|#x([0-9a-fA-F]+)|(amp|lt|gt|quot|apos|nbsp));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * The words a text fact says: an escaped text block's markup is the writer's own (styles, spans,
 * how cells are laid out differ), so blocks and line breaks separate words, other tags nothing.
 */
function wordsOf(value: string): string {
  return value
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(ENTITY, (_, dec?: string, hex?: string, name?: string) =>
      name ? NAMED[name]! : String.fromCodePoint(Number.parseInt(dec ?? hex!, dec ? 10 : 16)),
    )
    .replace(/\s+/g, ' ')
    .trim();
}

/** A context by what it says, not by its id: entity, period and dimensions (a set), and any other segment or scenario content. */
function contextShape(instance: Instance, id: string | undefined) {
  const context = id === undefined ? undefined : instance.contexts.get(id);
  if (!context) return null;
  return {
    entity: context.entity,
    period: context.period,
    dimensions: context.dimensions
      .map((d) => `${d.container} ${clark(d.dimension)} = ${d.kind === 'explicit' ? clark(d.member) : d.value.trim()}`)
      .sort(),
    otherSegment: context.otherSegment ?? null,
    otherScenario: context.otherScenario ?? null,
  };
}

function unitShape(instance: Instance, id: string | undefined) {
  const unit = id === undefined ? undefined : instance.units.get(id);
  if (!unit) return null;
  return { numerator: unit.numerator.map(clark).sort(), denominator: unit.denominator.map(clark).sort() };
}

/** What a fact states, as an XBRL processor reads it. */
function factShape(instance: Instance, fact: Fact) {
  return {
    id: fact.id ?? null,
    concept: clark(fact.concept),
    kind: fact.kind,
    context: contextShape(instance, fact.contextRef),
    unit: unitShape(instance, fact.unitRef),
    nil: fact.value === null,
    value: fact.value === null ? null : fact.kind === 'numeric' ? fact.value : wordsOf(fact.value),
    decimals: fact.decimals ?? null,
    scale: fact.inline?.scale ?? null,
    sign: fact.inline?.sign ?? null,
    format: fact.inline?.format ? clark(fact.inline.format) : null,
    escape: fact.inline?.escape ?? false,
    hidden: fact.inline?.hidden ?? false,
    lang: fact.lang ?? null,
  };
}

const byId = (a: { id: string | null }, b: { id: string | null }) => ((a.id ?? '') < (b.id ?? '') ? -1 : 1);
const facts = (instance: Instance) => instance.facts.map((fact) => factShape(instance, fact)).sort(byId);
const contexts = (instance: Instance) => [...instance.contexts.keys()].map((id) => JSON.stringify(contextShape(instance, id))).sort();
const units = (instance: Instance) => [...instance.units.keys()].map((id) => JSON.stringify(unitShape(instance, id))).sort();

/** Uploads an Inline XBRL file as a library document, renders it back to Inline XBRL and gives the rendered file, valid against the schema. */
async function uploadAndRender(
  source: Buffer,
  fields: { name: string; title: string; formType: string; periodEndDate: string },
  checkMetadata: (metadata: XbrlMetadata) => void,
): Promise<string> {
  const upload = multipartBody(
    { field: 'file', name: fields.name, type: 'text/html', bytes: source },
    {
      companyId: String(COMPANY.id),
      documentType: String(DocumentType.ixbrl),
      title: fields.title,
      formType: fields.formType,
      periodEndDate: fields.periodEndDate,
    },
  );
  const created = await h.t.app.inject({
    method: 'POST',
    url: '/api/document',
    headers: { ...jane, ...upload.headers },
    payload: upload.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const document = created.json() as { id: string; documentType: number; warnings: string[] };
  expect(document.documentType).toBe(DocumentType.ixbrl);
  expect(document.warnings).toEqual([]);

  // The header became the document's XBRL metadata: what the metadata route reads and edits.
  const xbrl = (await h.t.app.inject({ url: `/api/document/${document.id}/xbrl`, headers: jane })).json() as {
    metadata: XbrlMetadata;
  };
  checkMetadata(xbrl.metadata);

  const asked = await h.t.app.inject({
    method: 'POST',
    url: '/api/export',
    headers: jane,
    payload: { documentId: document.id, format: 'ixbrl' },
  });
  expect(asked.statusCode, asked.body).toBe(202);
  const { jobId } = asked.json() as { jobId: string };
  const job: ExportJob = await h.finished(jane, jobId);
  const log = job.hasLog ? (await h.t.app.inject({ url: `/api/export/${jobId}/log`, headers: jane })).body : '';
  expect(job.status, `${job.message}\n${log}`).toBe(RenderingStatus.completed);
  expect(log).toBe('');
  const file = await h.t.app.inject({ url: `/api/export/${jobId}/file`, headers: jane });
  expect(file.statusCode).toBe(200);
  expect(await validateInlineXbrl(file.body, BUNDLED_IXBRL_SCHEMA_DIR)).toEqual([]);
  return file.body;
}

describe('an Inline XBRL filing through the library and back', () => {
  it('uploads the aapl 10-Q as a library document whose facts and XBRL metadata render back to Inline XBRL stating the same facts', async () => {
    const source = readFileSync(sharedData(AAPL));
    const fields = { name: 'aapl-20250329.htm', title: 'Apple 10-Q Q2 2025', formType: '10-Q', periodEndDate: '2025-03-29' };
    const rendered = await uploadAndRender(source, fields, (metadata) => {
      expect(metadata.schemaRefs).toEqual(['aapl-20250329.xsd']);
      expect(metadata.contexts).toHaveLength(163);
      expect(metadata.units).toHaveLength(5);
      expect(metadata.hiddenFacts).toHaveLength(9);
      expect(metadata.namespaces).toMatchObject({ aapl: 'http://www.apple.com/20250329', 'us-gaap': 'http://fasb.org/us-gaap/2024' });
    });

    const original = readInlineXbrl(source, 'aapl-20250329.htm');
    const back = readInlineXbrl(Buffer.from(rendered), 'rendered.htm');
    expect(original.messages).toEqual([]);
    expect(back.messages).toEqual([]);
    expect(original.instance.facts.filter((f) => f.kind === 'numeric')).toHaveLength(674);
    expect(original.instance.facts.filter((f) => f.kind === 'nonNumeric')).toHaveLength(86);

    expect(back.instance.facts).toHaveLength(760);
    expect(facts(back.instance)).toEqual(facts(original.instance));
    expect(back.instance.facts.filter((f) => f.inline?.hidden)).toHaveLength(
      original.instance.facts.filter((f) => f.inline?.hidden).length,
    );
    expect(back.instance.contexts.size).toBe(original.instance.contexts.size);
    expect(contexts(back.instance)).toEqual(contexts(original.instance));
    expect(back.instance.units.size).toBe(original.instance.units.size);
    expect(units(back.instance)).toEqual(units(original.instance));
    expect(back.instance.schemaRefs).toEqual(original.instance.schemaRefs);
    expect(back.instance.footnotes.size).toBe(original.instance.footnotes.size);
    expect(back.instance.footnoteRelationships).toEqual(original.instance.footnoteRelationships);
  }, 60_000);

  it('keeps the XBRL footnotes of Oracle’s 10-Q and every fact’s relationship to them through the library', async () => {
    const source = readFileSync(sharedData(ORCL));
    const fields = { name: 'orcl-20240831.htm', title: 'Oracle 10-Q Q1 FY2025', formType: '10-Q', periodEndDate: '2024-08-31' };
    const rendered = await uploadAndRender(source, fields, (metadata) => {
      expect(metadata.relationships).toHaveLength(10);
    });
    const original = readInlineXbrl(source, 'orcl.htm');
    const back = readInlineXbrl(Buffer.from(rendered), 'rendered.htm');
    expect(back.messages).toEqual([]);
    // Oracle's file declares no language; the rendered one is en-US throughout, as EDGAR wants.
    const withoutLang = (instance: Instance) => facts(instance).map(({ lang: _, ...fact }) => fact);
    expect(withoutLang(back.instance)).toEqual(withoutLang(original.instance));
    expect(new Set(back.instance.facts.filter((f) => f.kind === 'nonNumeric').map((f) => f.lang))).toEqual(new Set(['en-US']));
    const footnotes = (instance: Instance) =>
      [...instance.footnotes.values()].map(({ id, role, lang, content }) => ({ id, role, lang, words: wordsOf(content) }));
    expect(footnotes(original.instance)).toHaveLength(10);
    expect(footnotes(back.instance)).toEqual(footnotes(original.instance));
    const links = (instance: Instance) =>
      instance.footnoteRelationships
        .map(({ fromFactId, toId, arcrole, linkRole }) => `${fromFactId} ${toId} ${arcrole} ${linkRole}`)
        .sort();
    expect(links(original.instance)).toHaveLength(115);
    expect(links(back.instance)).toEqual(links(original.instance));
  }, 60_000);
});
