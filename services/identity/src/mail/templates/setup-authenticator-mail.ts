import { BRANDS, type BrandId } from '@ea/contracts';
import type { MailMessage } from '@ea/mail';
import { brandedHtml } from './branded-layout.ts';

export function setupAuthenticatorMail(to: string, brand: BrandId, link: string): MailMessage {
  const name = BRANDS[brand].name;
  const lines = [
    `Your administrator now requires a second sign-in step on ${name}.`,
    'Sign in and set up an authenticator app with this link; until then a code is sent to this address at each sign-in.',
  ];
  return {
    to,
    template: 'setup-authenticator',
    link,
    subject: `${name}: set up your authenticator`,
    text: `${lines[0]}\n\n${lines[1]}\n${link}\n`,
    html: brandedHtml(brand, lines, { label: 'Set up authenticator', href: link }),
  };
}
