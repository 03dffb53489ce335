import { Messages } from '@ea/contracts';
import { LibraryRuleMessages } from '@ea/contracts/library';
import { describe, expect, it } from 'vitest';
import { checkUpload, emptyUploadForm, titleLabel, uploadPercent } from './upload-form-values.ts';

const docx = new File(['PK'], 'report.docx');

describe('the upload form', () => {
  it('asks for a document type and a title first, with the spec messages', () => {
    const result = checkUpload(emptyUploadForm(null), docx, 5);
    expect(result).toEqual({
      ok: false,
      errors: { documentType: Messages.document.documentTypeRequired, title: Messages.document.titleRequired },
    });
  });

  it('asks for the form type of a filed document and its period end date unless the form type reports on none', () => {
    const values = { ...emptyUploadForm(null), documentType: '3', title: 'Q1 report' };
    expect(checkUpload(values, docx, 5)).toEqual({ ok: false, errors: { formType: Messages.document.formTypeRequired } });
    expect(checkUpload({ ...values, formType: '10-Q' }, docx, 5)).toEqual({
      ok: false,
      errors: { periodEndDate: Messages.document.periodEndRequired },
    });
    expect(checkUpload({ ...values, formType: '8-K' }, docx, 5).ok).toBe(true);
  });

  it('names the title CUSIP for WordML and checks it as one', () => {
    expect(titleLabel('6')).toBe('CUSIP');
    expect(titleLabel('')).toBe('Title');
    const values = { ...emptyUploadForm(null), documentType: '6', title: '12345' };
    expect(checkUpload(values, docx, 5)).toEqual({ ok: false, errors: { title: Messages.document.cusipInvalid } });
  });

  it('needs the XBRL file of an XBRL document, and checks a given revision description', () => {
    const values = { ...emptyUploadForm(null), documentType: '2', title: 'Annual', formType: '10-K', periodEndDate: '2025-12-31' };
    expect(checkUpload(values, null, 5)).toEqual({ ok: false, errors: { file: Messages.document.xbrlFileRequired } });
    expect(checkUpload({ ...values, revisionDescription: 'first draft!' }, docx, 5)).toEqual({
      ok: false,
      errors: { revisionDescription: LibraryRuleMessages.revisionDescriptionFormat },
    });
  });

  it('gives the upload with trimmed, typed fields once valid', () => {
    const values = {
      ...emptyUploadForm(12),
      documentType: '3',
      title: '  Q1 report ',
      formType: '10-Q',
      periodEndDate: '2026-03-31',
      revisionDescription: 'first_draft',
    };
    expect(checkUpload(values, docx, 5)).toEqual({
      ok: true,
      upload: {
        companyId: 5,
        folderId: 12,
        documentType: 3,
        title: 'Q1 report',
        formType: '10-Q',
        periodEndDate: '2026-03-31',
        revisionDescription: 'first_draft',
        file: docx,
      },
    });
  });

  it('reports progress as a percentage once the size is known', () => {
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(50, null)).toBeNull();
  });
});
