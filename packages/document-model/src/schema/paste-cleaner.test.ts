import { describe, expect, it } from 'vitest';
import { htmlToModel } from '../html/html-to-model.ts';
import { cleanPastedHtml } from './paste-cleaner.ts';

describe('cleanPastedHtml', () => {
  it('keeps a Word table’s structure and drops what the model cannot hold', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>td{}</style></head><body><!--StartFragment-->' +
      '<table class=MsoTableGrid border=1 style="border-collapse:collapse"><thead><tr style="mso-yfti-firstrow:yes">' +
      '<td colspan=2 style="width:200pt"><p class=MsoNormal align=center><b>Segment<o:p></o:p></b></p></td></tr></thead>' +
      '<tr><td rowspan=2 onclick="x()"><p>Americas</p></td><td><p align=right>167,045</p></td></tr><tr><td><p align=right>162,560</p></td></tr></table>' +
      '<script>alert(1)</script><!--EndFragment--></body></html>';
    const xhtml = cleanPastedHtml(word);
    expect(xhtml).toBe(
      '<table data-header-rows="1"><thead><tr><td colspan="2"><p style="text-align:center"><b>Segment</b></p></td></tr></thead>' +
        '<tbody><tr><td rowspan="2"><p>Americas</p></td><td><p style="text-align:right">167,045</p></td></tr><tr><td><p style="text-align:right">162,560</p></td></tr></tbody></table>',
    );
  });

  it('drops comment anchors and gives facts new ids, the same for every fragment of one fact', () => {
    const copied =
      '<p><span data-comment="t1"><span data-ix="nonNumeric" data-ix-id="f1" data-ix-name="dei:EntityRegistrantName" data-ix-context="c">Acme</span></span></p>' +
      '<p><span data-ix="nonNumeric" data-ix-id="f1" data-ix-name="dei:EntityRegistrantName" data-ix-context="c">Inc.</span></p>';
    const doc = htmlToModel(cleanPastedHtml(copied));
    const marks = doc.content!.map((block) => block.content![0]!.marks);
    expect(marks[0]).toHaveLength(1);
    const ids = marks.map((m) => m![0]!.attrs!.id);
    expect(ids[0]).not.toBe('f1');
    expect(ids[1]).toBe(ids[0]);
  });
});
