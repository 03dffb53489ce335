import { ApiError, Limits, Messages } from '@ea/contracts';

export type LogoType = (typeof Limits.logoTypes)[number];

// Signatures of image formats people commonly pick by mistake: known images of the wrong type get
// "Only jpg and png", anything else "Please choose a valid image file".
const OTHER_IMAGES: Buffer[] = [
  Buffer.from('GIF87a'),
  Buffer.from('GIF89a'),
  Buffer.from('BM'),
  Buffer.from([0x49, 0x49, 0x2a, 0x00]),
  Buffer.from([0x4d, 0x4d, 0x00, 0x2a]),
  Buffer.from([0x00, 0x00, 0x01, 0x00]),
];
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The logo's type judged by its content, never by its name or declared type: a PNG or JPEG with
 * an intact start (and, for JPEG, end), within Limits.logoBytes. Throws 413 or 415 with the
 * spec's message otherwise.
 */
export function checkLogoImage(bytes: Buffer, fileName: string): LogoType {
  if (bytes.length > Limits.logoBytes) throw new ApiError('payloadTooLarge', Messages.files.imageSize);
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  const namedAllowed = (Limits.logoExtensions as readonly string[]).includes(extension);
  const type = sniffLogoType(bytes);
  if (type && namedAllowed) return type;
  if (type || isOtherImage(bytes) || !namedAllowed) throw new ApiError('unsupportedMediaType', Messages.files.imageType);
  throw new ApiError('unsupportedMediaType', Messages.files.imageInvalid);
}

function sniffLogoType(bytes: Buffer): LogoType | null {
  // PNG: signature, then the IHDR chunk that every PNG starts with.
  if (bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.subarray(12, 16).toString('latin1') === 'IHDR') {
    return 'image/png';
  }
  // JPEG: start-of-image marker followed by another marker, and the end-of-image marker.
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff && bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9) {
    return 'image/jpeg';
  }
  return null;
}

function isOtherImage(bytes: Buffer): boolean {
  if (OTHER_IMAGES.some((signature) => bytes.subarray(0, signature.length).equals(signature))) return true;
  return bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
}
