import { Messages } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { fieldRules, firstError } from './field-rules.ts';

describe('fieldRules', () => {
  it('checks an email: required, then valid', () => {
    expect(firstError('', fieldRules.email)).toBe(Messages.user.emailRequired);
    expect(firstError('ana@', fieldRules.email)).toBe(Messages.user.emailInvalid);
    expect(firstError('ana@example.com', fieldRules.email)).toBeNull();
  });

  it('checks CUSIP, folder names and ccc', () => {
    expect(firstError('03783310', fieldRules.cusip)).toBe(Messages.document.cusipInvalid);
    expect(firstError('037833100', fieldRules.cusip)).toBeNull();
    expect(firstError('my folder', fieldRules.folderName)).toBe(Messages.folder.nameInvalid);
    expect(firstError('1234567', fieldRules.ccc)).toBe(Messages.submissionHeader.cccLength);
  });
});
