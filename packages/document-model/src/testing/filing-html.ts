/**
 * A filing-sized HTML document shaped like mammoth's output for a Word filing: per page a few
 * paragraphs of body text with bold and italic runs, one financial table (two header rows with a
 * merged title cell, a merged row label, numbers), now and then a footnote, a page break after
 * each page, a heading every four pages. 100 pages ≈ 100 tables, 400 paragraphs, 25 footnotes.
 */
const WORDS =
  'the company recognised revenue from contracts with customers when control of the promised goods or services transferred in an amount that reflects the consideration expected in exchange for those goods and services net of estimated returns rebates and allowances'.split(
    ' ',
  );

function sentence(seed: number, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(WORDS[(seed * 7 + i * 13) % WORDS.length]!);
  const text = out.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function table(n: number): string {
  const head =
    '<thead><tr><th rowspan="2">(in millions)</th><th colspan="2">Three months ended</th><th colspan="2">Nine months ended</th></tr>' +
    '<tr><th>2025</th><th>2024</th><th>2025</th><th>2024</th></tr></thead>';
  const rows: string[] = [];
  for (let r = 0; r < 12; r++) {
    const label = r === 0 ? `<td rowspan="2"><p>Segment ${n}</p></td>` : r === 1 ? '' : `<td><p>${sentence(n + r, 3)}</p></td>`;
    const cells = [1, 2, 3, 4]
      .map((c) => `<td><p style="text-align:right">${((n * 131 + r * 17 + c * 7) % 9000) + 100}.${c}</p></td>`)
      .join('');
    rows.push(`<tr>${label}${cells}</tr>`);
  }
  return `<table>${head}<tbody>${rows.join('')}</tbody></table>`;
}

export function filingHtml(pages: number): string {
  const body: string[] = [];
  const notes: string[] = [];
  for (let page = 1; page <= pages; page++) {
    if (page % 4 === 1) body.push(`<h2>Note ${(page + 3) / 4} — ${sentence(page, 4)}</h2>`);
    for (let p = 0; p < 4; p++) {
      const seed = page * 10 + p;
      let paragraph = `${sentence(seed, 30)} <strong>${sentence(seed + 1, 4)}</strong> ${sentence(seed + 2, 30)} <em>${sentence(seed + 3, 3)}</em> ${sentence(seed + 4, 20)}.`;
      if (p === 2 && page % 4 === 0) {
        const n = notes.length + 1;
        paragraph += `<sup><a href="#footnote-${n}" id="footnote-ref-${n}">[${n}]</a></sup>`;
        notes.push(`<li id="footnote-${n}"><p>${sentence(seed, 15)}. <a href="#footnote-ref-${n}">↑</a></p></li>`);
      }
      body.push(`<p>${paragraph}</p>`);
    }
    body.push(table(page));
    body.push('<hr class="page-break"/>');
  }
  if (notes.length) body.push(`<ol>${notes.join('')}</ol>`);
  return body.join('\n');
}
