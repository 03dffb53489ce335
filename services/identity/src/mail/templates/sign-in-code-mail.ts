import { BRANDS, type BrandId } from '@ea/contracts';
import type { MailMessage } from '@ea/mail';
import { brandedHtml } from './branded-layout.ts';

export function signInCodeMail(to: string, brand: BrandId, code: string, validMinutes: number): MailMessage {
  const name = BRANDS[brand].name;
  const lines = [`Your ${name} sign-in code is ${code}.`, `It is valid for ${validMinutes} minutes. Never share it.`];
  return {
    to,
    template: 'sign-in-code',
    subject: `${name}: your sign-in code`,
    text: `${lines.join('\n\n')}\n`,
    html: brandedHtml(brand, lines),
  };
}
