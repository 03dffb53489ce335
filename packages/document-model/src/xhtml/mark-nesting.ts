import { markKey, MARK_RANK as RANK } from '../model/mark-order.ts';
import { MARK, type ModelMark, type ModelNode } from '../model/model-json.ts';

/**
 * How the marks of a run of inline nodes nest in XHTML, outermost first, per node. A mark stays
 * open while the next node keeps it; new marks open longest-running first, so a mark spanning
 * several differently formatted pieces is one element. Facts always open outside other marks,
 * so formatting never splits a fact (a split would be a continuation); only facts crossing
 * facts are split.
 */
export function planMarkNesting(nodes: readonly ModelNode[]): ModelMark[][] {
  if (nodes.every((node) => !node.marks || node.marks.length === 0)) return nodes.map(() => []);
  if (nodes.every((node) => !node.marks || node.marks.length <= 1)) return nodes.map((node) => node.marks ?? []);
  const keys = nodes.map((node) => (node.marks ?? []).map(markKey));
  const runs: Map<string, number>[] = new Array(nodes.length);
  for (let i = nodes.length - 1; i >= 0; i--) {
    const run = new Map<string, number>();
    const next = runs[i + 1];
    for (const key of keys[i]!) run.set(key, 1 + (next?.get(key) ?? 0));
    runs[i] = run;
  }
  const plan: ModelMark[][] = [];
  let stack: { key: string; mark: ModelMark }[] = [];
  nodes.forEach((node, i) => {
    const marks = node.marks ?? [];
    const present = new Set(keys[i]);
    let keep = 0;
    while (keep < stack.length && present.has(stack[keep]!.key)) keep++;
    const kept = new Set(stack.slice(0, keep).map((entry) => entry.key));
    let opening = marks.map((mark, j) => ({ key: keys[i]![j]!, mark, j })).filter((entry) => !kept.has(entry.key));
    if (opening.some((entry) => entry.mark.type === MARK.xbrlFact)) {
      let factPrefix = 0;
      while (factPrefix < keep && stack[factPrefix]!.mark.type === MARK.xbrlFact) factPrefix++;
      keep = factPrefix;
      const stillKept = new Set(stack.slice(0, keep).map((entry) => entry.key));
      opening = marks.map((mark, j) => ({ key: keys[i]![j]!, mark, j })).filter((entry) => !stillKept.has(entry.key));
    }
    const run = runs[i]!;
    opening.sort(
      (a, b) =>
        Number(b.mark.type === MARK.xbrlFact) - Number(a.mark.type === MARK.xbrlFact) ||
        run.get(b.key)! - run.get(a.key)! ||
        RANK.get(a.mark.type)! - RANK.get(b.mark.type)! ||
        a.j - b.j,
    );
    stack = [...stack.slice(0, keep), ...opening.map(({ key, mark }) => ({ key, mark }))];
    plan.push(stack.map((entry) => entry.mark));
  });
  return plan;
}
