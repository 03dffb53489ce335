import { type AlertGeneratedPayload, paddedCik } from '@ea/contracts/edgar-eye';
import type { MailMessage } from '@ea/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail of an alert: who filed what, when, and where the user's alerts are. */
export function alertMail(alert: AlertGeneratedPayload & { email: string }, publicUrl: string): MailMessage {
  const link = `${publicUrl}/edgar-eye/my-alerts`;
  const what = `${alert.companyName} (CIK ${paddedCik(alert.cik)}) filed ${alert.formType} on ${alert.dateFiled}`;
  return {
    to: alert.email,
    subject: `EdgarEye: ${alert.companyName} filed ${alert.formType}`,
    text: `${what}.\nAccession number: ${alert.accession}\n\nYour alerts: ${link}\n`,
    html: `<p>${escapeHtml(what)}.</p><p>Accession number: ${escapeHtml(alert.accession)}</p><p><a href="${escapeHtml(link)}">Your alerts</a></p>`,
    template: 'edgar-alert',
    link,
  };
}
