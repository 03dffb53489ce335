import { BRANDS, type BrandId } from '@ea/contracts';
import type { MailMessage } from '@ea/mail';
import { brandedHtml } from './branded-layout.ts';

export function resetPasswordMail(to: string, brand: BrandId, link: string, validMinutes: number): MailMessage {
  const name = BRANDS[brand].name;
  const lines = [
    `Someone asked to reset the password of your ${name} account.`,
    `Open this link within ${validMinutes} minutes to choose a new password. It works once.`,
    'If you did not ask for it, ignore this message: your password stays as it is.',
  ];
  return {
    to,
    template: 'reset-password',
    link,
    subject: `${name}: reset your password`,
    text: `${lines[0]}\n\n${lines[1]}\n${link}\n\n${lines[2]}\n`,
    html: brandedHtml(brand, lines, { label: 'Reset password', href: link }),
  };
}
