import { toDataURL } from 'qrcode';

/** The login screen shows the code at about 180 px; twice that stays sharp on dense screens. */
const IMAGE_WIDTH = 360;

/** A `data:image/png;base64,…` QR code of `content`, ready for an <img>. */
export function qrImage(content: string): Promise<string> {
  return toDataURL(content, { errorCorrectionLevel: 'M', margin: 1, width: IMAGE_WIDTH });
}
