import { EMPTY_FACT_TEXT, type FactAttrs, type FactBlockAttrs, type FactFragment, htmlToModel, modelToXhtml } from '@ea/document-model';
import { type IxError, ixError, ixWarning, shown } from './ix-error.ts';
import type { IxContext, IxHiddenFact, IxMetadata, IxRelationship, IxUnit } from './ix-metadata.ts';
import { EDGAR_TRANSFORM_REGISTRIES, readsAsNumber, TRANSFORMS } from './transform-registries.ts';
import { attributes, isNcName, qNameOf, xmlText } from './xml-names.ts';

/** One fact of the output: what its element says, and its value as displayed. */
export interface IxFactSummary {
  /** The id written (the model's, unless it was not an XML name or already taken). */
  id: string;
  /** The fact's id in the model or the metadata's hidden facts; null when it had none. */
  modelId: string | null;
  /** The topic it is in; null for a hidden fact. */
  topicId: string | null;
  kind: 'nonFraction' | 'nonNumeric';
  name: string;
  contextRef: string;
  unitRef: string | null;
  decimals: string | null;
  scale: string | null;
  sign: '-' | null;
  format: string | null;
  escape: boolean;
  nil: boolean;
  hidden: boolean;
  /** The text shown for it, its continuations' text joined in order; '' when nil. */
  value: string;
}

/** A fact's attributes whichever way the model holds it (a mark, a block, a hidden fact). */
interface FactSpec {
  kind: 'nonFraction' | 'nonNumeric';
  name: string;
  contextRef: string;
  unitRef: string | null;
  decimals: string | null;
  scale: string | null;
  sign: '-' | null;
  format: string | null;
  escape: boolean;
  nil: boolean;
}

/** An XBRL footnote of one topic while its fragments are written. */
interface FootnoteState {
  id: string;
  role: string | null;
  continuations: string[];
}

/** The arcrole whose targets are footnotes (the default of `ix:relationship`); other arcroles link facts to facts. */
const FACT_FOOTNOTE = 'http://www.xbrl.org/2003/arcrole/fact-footnote';

/** The state of one fact of one topic while its fragments are written. */
interface FactState {
  /** Null: written untagged (the reason is in the errors). */
  summary: IxFactSummary | null;
  /** Ids of the continuation fragments 1..count-1. */
  continuations: string[];
}

// A region's start (\u0001) or end (\u0003) marker: its number between the marker and \u0002.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the markers are control characters so that no text can contain one
const MARKER = /([\u0001\u0003])(\d+)\u0002/g;
const DECIMALS = /^(?:INF|-?\d{1,4})$/;
const SCALE = /^-?\d{1,3}$/;
// Markup the model writes inside a fact that a numeric fact cannot hold but may sit in.
const WRAPPERS = new Set(['b', 'i', 'u', 'sup', 'sub', 'span', 'a', 'em', 'strong']);
const TAG = /<(\/?)([A-Za-z][\w:.-]*)((?:[^>"]|"[^"]*")*?)(\/?)>/g;

/**
 * Writes facts as Inline XBRL elements. `modelToXhtml` calls back for each fragment of a fact
 * (`renderFact`); what it gets is a pair of markers, and `resolve` replaces each marked region
 * once its content is known, innermost first. A numeric fact needs its content: `ix:nonFraction`
 * may hold only its number, so formatting wrapped around the number by the model (bold, a link)
 * moves outside the element.
 */
export class FactWriter {
  readonly facts: IxFactSummary[] = [];
  readonly usedContexts = new Set<string>();
  readonly usedUnits = new Set<string>();
  private readonly slots: FactFragment[] = [];
  private readonly states = new Map<string, FactState>();
  private readonly footnotes = new Map<string, FootnoteState>();
  /** The id written for each id of the model, facts and footnotes apart (a relationship's ends must be of the right kind). */
  private readonly writtenFacts = new Map<string, string>();
  private readonly writtenFootnotes = new Map<string, string>();
  private generated = 0;

  constructor(
    private readonly metadata: IxMetadata,
    private readonly usedIds: Set<string>,
    private readonly errors: IxError[],
  ) {}

  /** The `renderFact` of `modelToXhtml`: markers around the fragment's content. */
  readonly renderFact = (fragment: FactFragment): { open: string; close: string } => {
    const n = this.slots.push(fragment) - 1;
    return { open: `\u0001${n}\u0002`, close: `\u0003${n}\u0002` };
  };

  /**
   * A topic's XHTML with every marked region replaced by its element. The markers are control
   * characters XML forbids, which the model's writer strips from every text and attribute, so
   * nothing else in the string can look like one.
   */
  resolve(marked: string, topicId: string): string {
    const stack: { slot: number; out: string }[] = [{ slot: -1, out: '' }];
    let last = 0;
    for (const match of marked.matchAll(MARKER)) {
      stack[stack.length - 1]!.out += marked.slice(last, match.index);
      last = match.index + match[0].length;
      if (match[1] === '\u0001') {
        const slot = Number(match[2]);
        // Started when it opens, so facts are listed in document order (regions finish innermost first).
        const fragment = this.slots[slot]!;
        if (isFootnote(fragment)) this.footnoteOf(fragment, topicId);
        else this.stateOf(fragment, topicId);
        stack.push({ slot, out: '' });
      } else {
        const region = stack.pop()!;
        stack[stack.length - 1]!.out += this.region(this.slots[region.slot]!, region.out, topicId);
      }
    }
    this.slots.length = 0;
    return stack[0]!.out + marked.slice(last);
  }

  /** The hidden facts of the metadata, as elements for `ix:hidden`. */
  hiddenFacts(hidden: readonly IxHiddenFact[]): string[] {
    const out: string[] = [];
    for (const fact of hidden) {
      const spec: FactSpec = {
        kind: fact.kind,
        name: fact.name,
        contextRef: fact.contextRef,
        unitRef: fact.unitRef,
        decimals: fact.decimals,
        scale: fact.scale,
        sign: fact.sign,
        format: fact.format,
        escape: fact.escape,
        nil: fact.nil,
      };
      const label = fact.id ?? fact.name;
      if (!this.accepts(spec, label, fact.id ?? undefined)) continue;
      if (spec.kind === 'nonFraction' && !spec.nil && !this.numberReads(spec, fact.value, label, fact.id ?? undefined)) continue;
      const summary = this.summary(spec, fact.id, null, true);
      const tag = spec.kind === 'nonFraction' ? 'ix:nonFraction' : 'ix:nonNumeric';
      if (spec.nil) {
        out.push(`<${tag}${this.factAttributes(summary, null)}/>`);
        continue;
      }
      const content = spec.escape ? escapedContent(fact.value) : xmlText(fact.value);
      summary.value = spec.escape ? textOf(content) : fact.value;
      out.push(`<${tag}${this.factAttributes(summary, null)}>${content}</${tag}>`);
    }
    return out;
  }

  private stateOf(fragment: FactFragment, topicId: string): FactState {
    const key = `${topicId}\u0000${fragment.attrs.id}`;
    let state = this.states.get(key);
    if (!state) {
      state = this.start(fragment, topicId);
      this.states.set(key, state);
    }
    return state;
  }

  /**
   * The `ix:relationship`s of the metadata between what was written, under the ids written.
   * An end that is not in the output (a fact untagged since, or left untagged for an error) is
   * left out with a warning; a relationship with nothing left at one end is left out whole.
   */
  relationships(relationships: readonly IxRelationship[]): string[] {
    const out: string[] = [];
    for (const [i, relationship] of relationships.entries()) {
      const toFootnotes = (relationship.arcrole ?? FACT_FOOTNOTE) === FACT_FOOTNOTE;
      const from = this.written(relationship.fromRefs, this.writtenFacts, 'fact', i);
      const to = this.written(
        relationship.toRefs,
        toFootnotes ? this.writtenFootnotes : this.writtenFacts,
        toFootnotes ? 'footnote' : 'fact',
        i,
      );
      if (from.length === 0 || to.length === 0) {
        this.errors.push(ixWarning('metadata', `Relationship ${i + 1} has nothing left at one of its ends and is not written`));
        continue;
      }
      const attrs = attributes({
        arcrole: relationship.arcrole,
        fromRefs: from.join(' '),
        linkRole: relationship.linkRole,
        order: relationship.order,
        toRefs: to.join(' '),
      });
      out.push(`<ix:relationship${attrs}/>`);
    }
    return out;
  }

  private written(ids: readonly string[], written: ReadonlyMap<string, string>, kind: string, index: number): string[] {
    const out: string[] = [];
    for (const id of ids) {
      const as = written.get(id);
      if (as !== undefined) out.push(as);
      else
        this.errors.push(
          ixWarning('metadata', `Relationship ${index + 1} refers to ${kind} ${shown(id)}, which is not in the document`, { factId: id }),
        );
    }
    return out;
  }

  private footnoteOf(fragment: FactFragment, topicId: string): FootnoteState | null {
    const modelId = typeof fragment.attrs.id === 'string' && fragment.attrs.id !== '' ? fragment.attrs.id : null;
    if (modelId === null) return null;
    const key = `${topicId}\u0000${modelId}`;
    let state = this.footnotes.get(key);
    if (!state) {
      const id = this.claimId(modelId);
      if (!this.writtenFootnotes.has(modelId)) this.writtenFootnotes.set(modelId, id);
      const continuations = this.continuationIds(id, fragment.count);
      const role = (fragment.attrs as FactAttrs).footnoteRole;
      state = { id, role: typeof role === 'string' && role !== '' ? role : null, continuations };
      this.footnotes.set(key, state);
    }
    return state;
  }

  /** An `ix:footnote`, or one of its continuations; one without an id is only its text (nothing could point at it). */
  private footnoteRegion(fragment: FactFragment, inner: string, topicId: string): string {
    const state = this.footnoteOf(fragment, topicId);
    if (!state) return inner;
    return chained(
      state.continuations,
      fragment.index,
      showsNothing(inner) ? '' : inner,
      (continuedAt, content) =>
        `<ix:footnote${attributes({ id: state.id, footnoteRole: state.role, continuedAt })}>${content}</ix:footnote>`,
    );
  }

  private region(fragment: FactFragment, inner: string, topicId: string): string {
    if (isFootnote(fragment)) return this.footnoteRegion(fragment, inner, topicId);
    const state = this.stateOf(fragment, topicId);
    const summary = state.summary;
    if (!summary) return inner;
    if (summary.kind === 'nonFraction') return this.nonFraction(summary, state, inner);
    if (summary.nil) {
      // A nil fact is empty: what the model shows for it (a dash) stays beside the element.
      if (fragment.index > 0) return inner;
      return `<ix:nonNumeric${this.factAttributes(summary, null)}/>${showsNothing(inner) ? '' : inner}`;
    }
    const content = showsNothing(inner) ? '' : inner;
    summary.value += textOf(content);
    return chained(
      state.continuations,
      fragment.index,
      content,
      (continuedAt, head) => `<ix:nonNumeric${this.factAttributes(summary, continuedAt)}>${head}</ix:nonNumeric>`,
    );
  }

  /** The first fragment of a fact: whether it can be written at all, and the ids of its chain. */
  private start(fragment: FactFragment, topicId: string): FactState {
    const spec = fragment.block ? blockSpec(fragment.attrs as FactBlockAttrs) : markSpec(fragment.attrs as FactAttrs);
    const modelId = typeof fragment.attrs.id === 'string' ? fragment.attrs.id : null;
    const label = modelId ?? spec.name;
    if (modelId === null || modelId === '') {
      // The model keys a fact's fragments by id: without one they cannot be told apart.
      this.errors.push(ixError('fact-invalid', `Fact ${shown(spec.name)} has no id`, { concept: spec.name }));
      return { summary: null, continuations: [] };
    }
    if (!this.accepts(spec, label, modelId)) return { summary: null, continuations: [] };
    if (spec.kind === 'nonFraction' && fragment.count > 1) {
      this.errors.push(
        ixError(
          'fact-invalid',
          `Numeric fact ${shown(label)} (${shown(spec.name)}) is split in ${fragment.count} pieces; a number cannot be continued`,
          {
            factId: modelId,
            concept: spec.name,
          },
        ),
      );
      return { summary: null, continuations: [] };
    }
    const summary = this.summary(spec, modelId, topicId, false);
    return { summary, continuations: spec.nil ? [] : this.continuationIds(summary.id, fragment.count) };
  }

  private nonFraction(summary: IxFactSummary, state: FactState, inner: string): string {
    const { open, core, close } = peelWrappers(inner);
    // Nil is an empty element: what the model shows for it (a dash) stays beside it, markup and all.
    if (summary.nil) {
      const element = `<ix:nonFraction${this.factAttributes(summary, null)}/>`;
      return showsNothing(core) ? element : `${open}${element}${core}${close}`;
    }
    let content = core;
    if (/<(?!ix:nonFraction[\s>/])/.test(core.replace(/<\/ix:nonFraction>/g, ''))) {
      const tags = [...core.matchAll(TAG)].map((m) => m[2]!.toLowerCase());
      if (tags.some((tag) => !WRAPPERS.has(tag))) {
        this.errors.push(
          ixError(
            'fact-invalid',
            `Numeric fact ${shown(summary.modelId ?? summary.name)} (${shown(summary.name)}) contains more than its number (a line break, image, footnote or another fact)`,
            {
              factId: summary.modelId ?? undefined,
              concept: summary.name,
            },
          ),
        );
        this.drop(summary, state);
        return inner;
      }
      // Formatting of part of the number (one digit bold) has no place inside the element: the digits stay, unformatted.
      content = core.replace(TAG, '');
    }
    const value = textOf(content);
    if (!this.numberReads(summary, value, summary.modelId ?? summary.name, summary.modelId ?? undefined)) {
      this.drop(summary, state);
      return inner;
    }
    summary.value = value;
    return `${open}<ix:nonFraction${this.factAttributes(summary, null)}>${content}</ix:nonFraction>${close}`;
  }

  private drop(summary: IxFactSummary, state: FactState): void {
    this.facts.splice(this.facts.indexOf(summary), 1);
    if (summary.modelId !== null && this.writtenFacts.get(summary.modelId) === summary.id) this.writtenFacts.delete(summary.modelId);
    state.summary = null;
  }

  /** Whether a fact's attributes can be written; each reason it cannot becomes an error. */
  private accepts(spec: FactSpec, label: string, factId: string | undefined): boolean {
    const problems: IxError[] = [];
    const at = { factId, concept: spec.name };
    const name = qNameOf(spec.name);
    const fact = `${spec.kind === 'nonFraction' ? 'Numeric fact' : 'Fact'} ${shown(label)} (${shown(spec.name)})`;
    if (!name) problems.push(ixError('fact-invalid', `${fact} has no concept name (prefix:name)`, at));
    else if (!this.metadata.namespaces.has(name.prefix))
      problems.push(ixError('namespace-missing', `${fact}: the XBRL metadata declares no namespace for prefix ${shown(name.prefix)}`, at));
    const context = this.metadata.contexts.get(spec.contextRef);
    if (!context)
      problems.push(
        ixError('context-missing', `${fact} refers to context ${shown(spec.contextRef)}, which the XBRL metadata does not define`, at),
      );
    else if ('problem' in context)
      problems.push(ixError('context-missing', `${fact} refers to a context that cannot be written: ${context.problem}`, at));
    if (spec.kind === 'nonFraction') {
      const unit = spec.unitRef === null ? undefined : this.metadata.units.get(spec.unitRef);
      if (!unit)
        problems.push(
          ixError('unit-missing', `${fact} refers to unit ${shown(spec.unitRef ?? '(none)')}, which the XBRL metadata does not define`, at),
        );
      else if ('problem' in unit)
        problems.push(ixError('unit-missing', `${fact} refers to a unit that cannot be written: ${unit.problem}`, at));
      if (!spec.nil && (spec.decimals === null || !DECIMALS.test(spec.decimals)))
        problems.push(ixError('fact-invalid', `${fact} needs decimals (INF or a whole number), not ${shown(spec.decimals ?? 'none')}`, at));
      if (spec.scale !== null && !SCALE.test(spec.scale))
        problems.push(ixError('fact-invalid', `${fact} has a scale that is not a whole number (${shown(spec.scale)})`, at));
    }
    if (spec.format !== null) {
      const problem = this.formatProblem(spec.format);
      if (problem) problems.push(ixError('format-unsupported', `${fact} has format ${shown(spec.format)}: ${problem}`, at));
    }
    this.errors.push(...problems);
    return problems.length === 0;
  }

  private formatProblem(format: string): string | null {
    const q = qNameOf(format);
    if (!q) return 'not a QName';
    const uri = this.metadata.namespaces.get(q.prefix);
    if (uri === undefined) return `no namespace is declared for prefix ${shown(q.prefix)}`;
    const prefix = EDGAR_TRANSFORM_REGISTRIES[uri];
    if (prefix === undefined) return `${shown(uri)} is not a transformation registry EDGAR accepts`;
    if (prefix !== q.prefix) return `EDGAR requires the prefix ${prefix} for ${uri}`;
    return TRANSFORMS.get(uri)!.has(q.local) ? null : `the registry ${uri} has no transformation ${shown(q.local)}`;
  }

  private numberReads(spec: Pick<FactSpec, 'name' | 'format'>, value: string, label: string, factId: string | undefined): boolean {
    const local = spec.format === null ? '' : qNameOf(spec.format)!.local;
    if (readsAsNumber(value, local)) return true;
    this.errors.push(
      ixError(
        'fact-value',
        `Numeric fact ${shown(label)} (${shown(spec.name)}) shows ${shown(value)}, which is not a number in format ${spec.format ?? '(none)'}`,
        {
          factId,
          concept: spec.name,
        },
      ),
    );
    return false;
  }

  private summary(spec: FactSpec, modelId: string | null, topicId: string | null, hidden: boolean): IxFactSummary {
    const summary: IxFactSummary = {
      id: this.claimId(modelId),
      modelId,
      topicId,
      ...spec,
      // XBRL 2.1: a nil numeric fact has no decimals; Inline XBRL: nor a format, scale or sign.
      ...(spec.nil ? { decimals: null, format: null, scale: null, sign: null } : {}),
      hidden,
      value: '',
    };
    this.usedContexts.add(spec.contextRef);
    if (spec.unitRef !== null) this.usedUnits.add(spec.unitRef);
    if (modelId !== null && !this.writtenFacts.has(modelId)) this.writtenFacts.set(modelId, summary.id);
    this.facts.push(summary);
    return summary;
  }

  private factAttributes(fact: IxFactSummary, continuedAt: string | null): string {
    return attributes({
      id: fact.id,
      name: fact.name,
      contextRef: fact.contextRef,
      unitRef: fact.unitRef,
      decimals: fact.decimals,
      scale: fact.scale,
      sign: fact.sign,
      format: fact.format,
      escape: fact.kind === 'nonNumeric' && fact.escape && !fact.nil ? 'true' : null,
      continuedAt,
      'xsi:nil': fact.nil ? 'true' : null,
    });
  }

  /** The ids of a chain's continuations (its fragments 1..count-1), after its head's. */
  private continuationIds(headId: string, count: number): string[] {
    const ids: string[] = [];
    for (let i = 1; i < count; i++) ids.push(this.claimId(`${headId}-c${i}`));
    return ids;
  }

  /** The preferred id when it is an XML name nobody has; otherwise a fresh one. */
  private claimId(preferred: string | null): string {
    let id = preferred;
    while (id === null || !isNcName(id) || this.usedIds.has(id)) id = `ixf-${++this.generated}`;
    this.usedIds.add(id);
    return id;
  }
}

/**
 * A hidden text block's markup (the metadata's, which anyone editing it could have written) read
 * as the model reads any HTML and written as the model writes it: only what the model holds, no
 * script, handler or external reference, in the output's ASCII XHTML.
 */
function escapedContent(markup: string): string {
  return modelToXhtml(htmlToModel(markup, { comments: false }), { modelAttributes: false, asciiOnly: true });
}

/**
 * Fragment `index` of a continued element (a text fact or a footnote): the head, written by
 * `head` with the id of its first continuation, or the `ix:continuation` pointing at the next.
 */
function chained(
  continuations: readonly string[],
  index: number,
  content: string,
  head: (continuedAt: string | null, content: string) => string,
): string {
  const next = continuations[index] ?? null;
  if (index === 0) return head(next, content);
  return `<ix:continuation${attributes({ id: continuations[index - 1]!, continuedAt: next })}>${content}</ix:continuation>`;
}

function isFootnote(fragment: FactFragment): boolean {
  return !fragment.block && (fragment.attrs as FactAttrs).kind === 'footnote';
}

function markSpec(attrs: FactAttrs): FactSpec {
  const kind = attrs.kind === 'nonFraction' ? 'nonFraction' : 'nonNumeric';
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    kind,
    name: str(attrs.name) ?? '',
    contextRef: str(attrs.contextRef) ?? '',
    unitRef: kind === 'nonFraction' ? str(attrs.unitRef) : null,
    decimals: kind === 'nonFraction' ? str(attrs.decimals) : null,
    scale: kind === 'nonFraction' ? str(attrs.scale) : null,
    sign: kind === 'nonFraction' && attrs.sign === '-' ? '-' : null,
    format: str(attrs.format),
    escape: kind === 'nonNumeric' && attrs.escape === true,
    nil: attrs.nil === true,
  };
}

function blockSpec(attrs: FactBlockAttrs): FactSpec {
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    kind: 'nonNumeric',
    name: str(attrs.name) ?? '',
    contextRef: str(attrs.contextRef) ?? '',
    unitRef: null,
    decimals: null,
    scale: null,
    sign: null,
    format: str(attrs.format),
    escape: attrs.escape !== false,
    nil: false,
  };
}

/**
 * Elements that wrap the whole of a numeric fact's content (bold, a link: `<b>1,234</b>`), taken
 * off so they can go around the `ix:nonFraction` instead; whatever is not such a wrapper stays in.
 */
function peelWrappers(inner: string): { open: string; core: string; close: string } {
  let open = '';
  let close = '';
  let core = inner;
  for (;;) {
    const first = /^<([A-Za-z][\w.-]*)((?:[^>"]|"[^"]*")*)>/.exec(core);
    if (!first || first[2]!.endsWith('/') || !WRAPPERS.has(first[1]!.toLowerCase())) break;
    const end = `</${first[1]}>`;
    if (!core.endsWith(end) || closingOf(core) !== core.length - end.length) break;
    open += first[0];
    close = end + close;
    core = core.slice(first[0].length, core.length - end.length);
  }
  return { open, core, close };
}

/** Where the element opening the string closes (the offset of its end tag). */
function closingOf(markup: string): number {
  let depth = 0;
  for (const m of markup.matchAll(TAG)) {
    if (m[4] === '/') continue;
    depth += m[1] === '/' ? -1 : 1;
    if (depth === 0) return m.index;
  }
  return -1;
}

const ENTITY = /&(?:#(\d+)|#x([0-9A-Fa-f]+)|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Whether the markup of a fact is only the model's text of a fact that shows nothing. */
function showsNothing(markup: string): boolean {
  return textOf(markup) === EMPTY_FACT_TEXT && !/<img[\s/>]/.test(markup);
}

/** The text of generated markup: tags dropped, references resolved. */
export function textOf(markup: string): string {
  return markup
    .replace(TAG, '')
    .replace(ENTITY, (_, dec: string | undefined, hex: string | undefined, name: string | undefined) =>
      name ? NAMED[name]! : String.fromCodePoint(Number.parseInt(dec ?? hex!, dec ? 10 : 16)),
    );
}

/** Contexts and units in the metadata's order, those the written facts use. */
export function usedResources(metadata: IxMetadata, writer: FactWriter): { contexts: IxContext[]; units: IxUnit[] } {
  const contexts: IxContext[] = [];
  for (const [id, context] of metadata.contexts) if (writer.usedContexts.has(id) && 'ok' in context) contexts.push(context.ok);
  const units: IxUnit[] = [];
  for (const [id, unit] of metadata.units) if (writer.usedUnits.has(id) && 'ok' in unit) units.push(unit.ok);
  return { contexts, units };
}
