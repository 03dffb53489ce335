import { Messages } from '@ea/contracts';
import { type Company, FilerMessages } from '@ea/contracts/directory';
import { describe, expect, it } from 'vitest';
import { type CompanyFormValues, companyFormValues, companyInputOf, validateCompanyForm } from './company-form-values.ts';

const valid: CompanyFormValues = { ...companyFormValues(), name: 'Acme', ticker: 'ACME', cik: '0000320193' };
const M = Messages.company;

describe('validateCompanyForm', () => {
  it('accepts a company with a name, ticker and 10-digit CIK', () => {
    expect(validateCompanyForm(valid, { needsChannel: false })).toEqual({});
  });

  it('asks for CIK or CID at both fields when neither is given', () => {
    const errors = validateCompanyForm({ ...valid, cik: '', name: '', ticker: ' ' }, { needsChannel: true });
    expect(errors).toEqual({
      name: M.nameRequired,
      ticker: M.tickerRequired,
      cik: M.cikOrCid,
      cid: M.cikOrCid,
      channelId: Messages.user.channelRequired,
    });
  });

  it('gives each identifier its own message, the spec typo included', () => {
    expect(validateCompanyForm({ ...valid, cik: '12a' }, { needsChannel: false }).cik).toBe(M.digitsOnly);
    expect(validateCompanyForm({ ...valid, cik: '12345' }, { needsChannel: false }).cik).toBe('Plese enter 10 digits');
    expect(validateCompanyForm({ ...valid, cid: 'AB-1' }, { needsChannel: false }).cid).toBe(M.alphanumeric);
    expect(validateCompanyForm({ ...valid, sic: '12' }, { needsChannel: false }).sic).toBe(M.sicLength);
    expect(validateCompanyForm({ ...valid, sic: 'ab12' }, { needsChannel: false }).sic).toBe(M.digitsOnly);
    expect(validateCompanyForm({ ...valid, cusip: '12345' }, { needsChannel: false }).cusip).toBe(Messages.document.cusipInvalid);
  });

  it('lets an existing identifier be corrected but not removed', () => {
    const previous = { cik: '0000320193', cid: null } as Company;
    expect(validateCompanyForm({ ...valid, cik: '', cid: 'ABC1' }, { previous, needsChannel: false }).cik).toBe(M.cikRequired);
    expect(validateCompanyForm({ ...valid, cik: '' }, { previous, needsChannel: false }).cik).toBe(M.cikRequired);
    expect(validateCompanyForm({ ...valid, cik: '0000320194' }, { previous, needsChannel: false })).toEqual({});
  });

  it('checks the filer details with the same rule as the API, each message at its field', () => {
    const errors = validateCompanyForm(
      { ...valid, fiscalYearEnd: '04-31', ein: '12345', businessStreet1: '1 Main St', businessPhone: '12' },
      { needsChannel: false },
    );
    expect(errors).toEqual({
      fiscalYearEnd: FilerMessages.fiscalYearEndDate,
      ein: FilerMessages.ein,
      businessCity: FilerMessages.cityRequired,
      businessState: FilerMessages.stateRequired,
      businessZip: FilerMessages.zipRequired,
      businessPhone: FilerMessages.phone,
    });
    const filled = { ...valid, fiscalYearEnd: '12-31', filerCategory: 'Accelerated Filer', ein: '12-3456789' };
    expect(validateCompanyForm(filled, { needsChannel: false })).toEqual({});
  });

  it('sends every filer field, so an emptied one is cleared', () => {
    const company = { ...companyFormValues(), ...valid, ein: '', emergingGrowthCompany: true };
    expect(companyInputOf(company)).toMatchObject({ ein: '', emergingGrowthCompany: true, businessPhone: '' });
  });
});
