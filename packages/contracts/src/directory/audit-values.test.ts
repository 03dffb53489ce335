import { describe, expect, it } from 'vitest';
import { auditFieldLabels, auditValueText, isDetailsRead } from './audit-values.ts';

const channels = new Map([
  [3, 'North Channel'],
  [4, 'South Channel'],
]);

describe('auditValueText', () => {
  it('reads flags as Yes/No, channel ids as names, a fiscal year end as a day and a logo as an image', () => {
    expect(auditValueText('smallerReportingCompany', 'true', channels)).toBe('Yes');
    expect(auditValueText('emergingGrowthCompany', 'false', channels)).toBe('No');
    expect(auditValueText('channelId', '3', channels)).toBe('North Channel');
    expect(auditValueText('channelId', '9', channels)).toBe('Channel #9');
    expect(auditValueText('fiscalYearEnd', '12-31', channels)).toBe('December 31');
    expect(auditValueText('logo', 'sha256/ab/cd/abcdef0123', channels)).toBe('Logo image');
    expect(auditValueText('bytes', '20480', channels)).toBe('20 KB');
    expect(auditValueText('ticker', 'ACME', channels)).toBe('ACME');
  });

  it('labels the fields of each kind of record', () => {
    expect(auditFieldLabels('company').fiscalYearEnd).toBe('Fiscal year end');
    expect(auditFieldLabels('company').fileName).toBe('File');
    expect(auditFieldLabels('channel').logo).toBe('Logo');
    expect(auditFieldLabels('bulk-import').created).toBe('Companies added');
  });

  it('tells a read of a company’s details from an export’s read', () => {
    expect(isDetailsRead({ action: 'Read', after: { name: 'Acme' } })).toBe(true);
    expect(isDetailsRead({ action: 'Read', after: { fileName: 'companies.csv', rows: 3 } })).toBe(false);
    expect(isDetailsRead({ action: 'Update', after: { name: 'Acme' } })).toBe(false);
  });
});
