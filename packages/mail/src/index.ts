export { createMailer, type Mailer, type MailerOptions, type MailMessage, mailerSettings } from './mailer.ts';
