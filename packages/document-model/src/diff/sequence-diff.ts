/** One step of an edit script: keep a[a] = b[b], delete a[a], or insert b[b]. */
export type Edit = { op: 'equal'; a: number; b: number } | { op: 'delete'; a: number } | { op: 'insert'; b: number };

/**
 * Shortest edit script between two sequences of content ids (Myers' O(ND) algorithm, after trimming
 * the common head and tail). Past `maxEdits` differences the middle is reported as all deleted
 * then all inserted: versions that different have nothing useful to align.
 */
export function diffSequences(a: readonly number[], b: readonly number[], maxEdits = 2000): Edit[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const edits: Edit[] = [];
  for (let i = 0; i < head; i++) edits.push({ op: 'equal', a: i, b: i });
  const middleA = a.slice(head, a.length - tail);
  const middleB = b.slice(head, b.length - tail);
  for (const edit of myers(middleA, middleB, maxEdits)) {
    if (edit.op === 'equal') edits.push({ op: 'equal', a: edit.a + head, b: edit.b + head });
    else if (edit.op === 'delete') edits.push({ op: 'delete', a: edit.a + head });
    else edits.push({ op: 'insert', b: edit.b + head });
  }
  for (let i = tail; i > 0; i--) edits.push({ op: 'equal', a: a.length - i, b: b.length - i });
  return edits;
}

function myers(a: readonly number[], b: readonly number[], maxEdits: number): Edit[] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return replaceAll(n, m);
  const max = n + m;
  const limit = Math.min(max, maxEdits);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= limit; d++) {
    // V as it was after step d - 1, for k in [-d - 1, d + 1].
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) return backtrack(trace, n, m, d);
    }
  }
  return replaceAll(n, m);
}

function backtrack(trace: Int32Array[], n: number, m: number, edits: number): Edit[] {
  const reversed: Edit[] = [];
  let x = n;
  let y = m;
  for (let d = edits; d > 0; d--) {
    const previous = trace[d]!;
    const at = (k: number) => previous[k + d + 1]!;
    const k = x - y;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = at(previousK);
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) {
      x--;
      y--;
      reversed.push({ op: 'equal', a: x, b: y });
    }
    if (down) reversed.push({ op: 'insert', b: --y });
    else reversed.push({ op: 'delete', a: --x });
    x = previousX;
    y = previousY;
  }
  while (x > 0 && y > 0) {
    x--;
    y--;
    reversed.push({ op: 'equal', a: x, b: y });
  }
  return reversed.reverse();
}

function replaceAll(n: number, m: number): Edit[] {
  const edits: Edit[] = [];
  for (let i = 0; i < n; i++) edits.push({ op: 'delete', a: i });
  for (let j = 0; j < m; j++) edits.push({ op: 'insert', b: j });
  return edits;
}
