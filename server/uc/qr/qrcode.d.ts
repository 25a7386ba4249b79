/** The part of the `qrcode` package (no bundled types) the server uses. */
declare module 'qrcode' {
  export interface QrImageOptions {
    errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
    margin?: number;
    width?: number;
    color?: { dark?: string; light?: string };
  }
  export function toDataURL(text: string, options?: QrImageOptions): Promise<string>;
}
