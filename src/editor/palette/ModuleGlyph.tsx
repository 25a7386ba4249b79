import type { ReactNode } from 'react';

/**
 * A wireframe of each palette entry, so a designer sees the layout before dropping it (a plain
 * icon cannot tell 单文单图 from 多文单图). Drawn on a 64×44 grid with three tones.
 */
const ACCENT = '#4f7cf7';
const SOFT = '#d9e4ff';
const LINE = '#c3cddd';

const line = (x: number, y: number, width: number, colour = LINE) => (
  <rect key={`l${x}-${y}`} x={x} y={y} width={width} height={3} rx={1.5} fill={colour} />
);
const picture = (x: number, y: number, width: number, height: number) => (
  <g key={`p${x}-${y}`}>
    <rect x={x} y={y} width={width} height={height} rx={3} fill={SOFT} />
    <path
      d={`M${x + 2} ${y + height - 2} l${width * 0.3} ${-height * 0.4} l${width * 0.2} ${height * 0.2} l${width * 0.15} ${-height * 0.15} l${width * 0.3} ${height * 0.35} z`}
      fill={ACCENT}
      opacity={0.55}
    />
  </g>
);
const dots = (cx: number, y: number) => (
  <g key={`d${cx}`}>
    <circle cx={cx - 5} cy={y} r={1.5} fill={ACCENT} />
    <circle cx={cx} cy={y} r={1.5} fill={LINE} />
    <circle cx={cx + 5} cy={y} r={1.5} fill={LINE} />
  </g>
);

const GLYPHS: Record<string, ReactNode> = {
  'feature-list': [0, 1, 2, 3].map((i) => (
    <g key={i}>
      <rect x={4 + i * 15} y={8} width={11} height={11} rx={3} fill={i === 0 ? ACCENT : SOFT} />
      {line(4 + i * 15, 24, 11)}
    </g>
  )),
  'feature-card': [
    <rect key="c" x={4} y={8} width={56} height={28} rx={5} fill="#fff" stroke={LINE} />,
    <circle key="i" cx={17} cy={22} r={7} fill={ACCENT} />,
    line(29, 17, 24, '#9aa7bd'),
    line(29, 24, 17),
  ],
  'feature-card-list': [
    line(4, 6, 20, '#9aa7bd'),
    ...[0, 1, 2].map((i) => (
      <g key={i}>
        {picture(4 + i * 19.5, 14, 17, 16)}
        {line(4 + i * 19.5, 33, 12)}
      </g>
    )),
  ],
  'media-list-card': [0, 1, 2].map((i) => (
    <g key={i}>
      {picture(4, 5 + i * 12.5, 14, 10)}
      {line(22, 7 + i * 12.5, 30, '#9aa7bd')}
      {line(22, 12 + i * 12.5, 20)}
    </g>
  )),
  'image-text-card-SingleTextSingleImage': [
    picture(4, 8, 24, 28),
    line(32, 11, 26, '#9aa7bd'),
    line(32, 18, 28),
    line(32, 24, 22),
  ],
  'image-text-card-SingleTextMultiImage': [
    line(4, 6, 30, '#9aa7bd'),
    line(4, 12, 52),
    ...[0, 1, 2].map((i) => picture(4 + i * 19.5, 20, 17, 17)),
  ],
  'image-text-card-MultiTextSingleImage': [
    picture(4, 5, 56, 17),
    line(4, 26, 56),
    line(4, 31, 48),
    line(4, 36, 52),
  ],
  'media-swiper-card-Normal': [picture(4, 4, 56, 30), dots(32, 39)],
  'media-swiper-card-Text': [
    picture(4, 4, 56, 22),
    line(4, 30, 32, '#9aa7bd'),
    line(4, 35, 44),
    dots(54, 40),
  ],
  'media-swiper-card-TextInline': [
    picture(4, 4, 56, 34),
    <rect key="s" x={4} y={26} width={56} height={12} rx={3} fill="#1f2533" opacity={0.35} />,
    line(8, 29, 28, '#fff'),
    line(8, 33, 18, '#e6ebf5'),
  ],
  'media-swiper-card-Cards': [
    <rect key="b1" x={4} y={10} width={14} height={22} rx={3} fill={SOFT} />,
    <rect key="b2" x={46} y={10} width={14} height={22} rx={3} fill={SOFT} />,
    picture(14, 5, 36, 32),
    dots(32, 41),
  ],
  sticker: [
    <rect
      key="p"
      x={8}
      y={4}
      width={48}
      height={36}
      rx={4}
      fill="none"
      stroke={LINE}
      strokeDasharray="3 2"
    />,
    <path
      key="s"
      d="M32 10l3.5 7.3 8 1.1-5.8 5.6 1.4 7.9-7.1-3.8-7.1 3.8 1.4-7.9-5.8-5.6 8-1.1z"
      fill={ACCENT}
    />,
  ],
  'floating-button': [
    <rect
      key="p"
      x={8}
      y={4}
      width={48}
      height={36}
      rx={4}
      fill="none"
      stroke={LINE}
      strokeDasharray="3 2"
    />,
    <circle key="b" cx={44} cy={28} r={8} fill={ACCENT} />,
    <rect key="t" x={40} y={27} width={8} height={2.4} rx={1.2} fill="#fff" />,
  ],
};

export function ModuleGlyph({ entryKey }: { entryKey: string }) {
  return (
    <svg viewBox="0 0 64 44" width={64} height={44} aria-hidden focusable="false">
      {GLYPHS[entryKey] ?? <rect x={4} y={4} width={56} height={36} rx={4} fill={SOFT} />}
    </svg>
  );
}
