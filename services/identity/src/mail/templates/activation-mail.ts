import { BRANDS, type BrandId } from '@ea/contracts';
import type { MailMessage } from '@ea/mail';
import { brandedHtml } from './branded-layout.ts';

export function activationMail(to: string, brand: BrandId, link: string, validHours: number): MailMessage {
  const name = BRANDS[brand].name;
  const lines = [
    `An account on ${name} was created for you.`,
    `Set your password with this link within ${validHours} hours. It works once.`,
  ];
  return {
    to,
    template: 'activation',
    link,
    subject: `${name}: activate your account`,
    text: `${lines[0]}\n\n${lines[1]}\n${link}\n`,
    html: brandedHtml(brand, lines, { label: 'Set your password', href: link }),
  };
}
