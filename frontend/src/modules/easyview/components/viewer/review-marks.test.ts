import { describe, expect, it } from 'vitest';
import { clearUntaggedNumbers, markUntaggedNumbers } from './review-marks.ts';

const FILING = `<p>Net sales of 1,234 rose <span data-fact="f-1">95,359</span> in fiscal 2025.</p>
<table><tr><td>Services</td><td>12</td><td><span data-fact="f-2">(56)</span></td></tr></table>
<p>3</p>`;

describe('review marks', () => {
  it('marks the untagged numbers only, then restores the document exactly', () => {
    document.body.innerHTML = FILING;
    const before = document.body.innerHTML;
    const marks = markUntaggedNumbers(document);
    expect(marks.map((mark) => mark.textContent)).toEqual(['1,234', '12']);
    expect(document.querySelector('[data-fact="f-1"] mark')).toBeNull();
    clearUntaggedNumbers(document);
    expect(document.body.innerHTML).toBe(before);
    expect(document.body.querySelector('p')?.childNodes).toHaveLength(3);
  });
});
