/**
 * Line drawings of what each certification picture should show, inside the empty upload
 * tiles. Generic shapes only: no real emblem or seal.
 */
const stroke = { fill: 'none', stroke: '#9db7f5', strokeWidth: 3, strokeLinecap: 'round' } as const;

export function IdCardFrontOutline() {
  return (
    <svg viewBox="0 0 160 100" width="140" aria-hidden="true">
      <rect x="4" y="4" width="152" height="92" rx="10" {...stroke} />
      <path d="M20 28h60M20 44h48M20 60h56M20 78h90" {...stroke} />
      <circle cx="124" cy="40" r="12" {...stroke} />
      <path d="M104 72c4-12 12-16 20-16s16 4 20 16" {...stroke} />
    </svg>
  );
}

export function IdCardBackOutline() {
  return (
    <svg viewBox="0 0 160 100" width="140" aria-hidden="true">
      <rect x="4" y="4" width="152" height="92" rx="10" {...stroke} />
      <circle cx="34" cy="34" r="16" {...stroke} />
      <path d="M34 24l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z" {...stroke} strokeWidth={2} />
      <path d="M62 28h76M62 40h60M30 64h108M30 78h84" {...stroke} />
    </svg>
  );
}

export function LicenceOutline() {
  return (
    <svg viewBox="0 0 160 100" width="140" aria-hidden="true">
      <rect x="24" y="4" width="112" height="92" rx="6" {...stroke} />
      <path d="M52 20h56M40 36h80M40 48h80M40 60h56" {...stroke} />
      <circle cx="108" cy="74" r="13" {...stroke} />
      <path d="M40 80h40" {...stroke} />
    </svg>
  );
}
