import { authenticator } from 'otplib';
import QRCode from 'qrcode';

// One 30 s step either side absorbs clock drift between the phone and the server (RFC 6238 §5.2).
authenticator.options = { window: 1 };

export function newTotpSecret(): string {
  return authenticator.generateSecret();
}

export function verifyTotp(secret: string, code: string): boolean {
  return /^\d{6}$/.test(code) && authenticator.check(code, secret);
}

/** The otpauth:// URI an authenticator app scans, and the same as a PNG QR code data URL. */
export async function authenticatorEnrolment(
  email: string,
  issuer: string,
  secret: string,
): Promise<{ otpauthUri: string; qrCode: string }> {
  const otpauthUri = authenticator.keyuri(email, issuer, secret);
  return { otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri) };
}
