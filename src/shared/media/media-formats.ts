/**
 * The media kinds and file formats the product accepts (project-areas spec section 5 'Upload'):
 * which extensions name each kind, and what each recognised format is served as.
 */
export const MEDIA_KINDS = ['image', 'video', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Extensions per kind, lower case with the dot. `.mov` is added because the dialog names it. */
export const EXTENSIONS_BY_KIND: Record<MediaKind, readonly string[]> = {
  image: ['.jpg', '.png', '.jpeg', '.gif', '.bmp'],
  video: ['.mp4', '.ogg', '.mov'],
  audio: ['.mp3', '.wav', '.ogg', '.aac'],
};

export type MediaFormat =
  | 'jpeg'
  | 'png'
  | 'gif'
  | 'bmp'
  | 'mp4'
  | 'mov'
  | 'ogv'
  | 'oga'
  | 'mp3'
  | 'wav'
  | 'aac';

export interface FormatInfo {
  kind: MediaKind;
  contentType: string;
  /** The extension a stored file of this format gets, whatever name it was uploaded under. */
  extension: string;
}

export const FORMATS: Record<MediaFormat, FormatInfo> = {
  jpeg: { kind: 'image', contentType: 'image/jpeg', extension: '.jpg' },
  png: { kind: 'image', contentType: 'image/png', extension: '.png' },
  gif: { kind: 'image', contentType: 'image/gif', extension: '.gif' },
  bmp: { kind: 'image', contentType: 'image/bmp', extension: '.bmp' },
  mp4: { kind: 'video', contentType: 'video/mp4', extension: '.mp4' },
  mov: { kind: 'video', contentType: 'video/quicktime', extension: '.mov' },
  ogv: { kind: 'video', contentType: 'video/ogg', extension: '.ogg' },
  oga: { kind: 'audio', contentType: 'audio/ogg', extension: '.ogg' },
  mp3: { kind: 'audio', contentType: 'audio/mpeg', extension: '.mp3' },
  wav: { kind: 'audio', contentType: 'audio/wav', extension: '.wav' },
  aac: { kind: 'audio', contentType: 'audio/aac', extension: '.aac' },
};

/** `.JPG` → `.jpg`; a name without an extension gives ''. */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot).toLowerCase();
}

/** The kinds an extension may name (`.ogg` is both video and audio). */
export function kindsOfExtension(extension: string): MediaKind[] {
  return MEDIA_KINDS.filter((kind) => EXTENSIONS_BY_KIND[kind].includes(extension));
}

/** The `accept` attribute of a file input for the given kinds. */
export function acceptAttribute(kinds: readonly MediaKind[]): string {
  return [...new Set(kinds.flatMap((kind) => EXTENSIONS_BY_KIND[kind]))].join(',');
}
