import { theme } from 'antd';

interface IllustrationProps {
  width: number;
}

/** A magnifier over an empty sheet: the 'no matching results' picture. */
export function NoResultIllustration({ width }: IllustrationProps) {
  const { token } = theme.useToken();
  return (
    <svg width={width} viewBox="0 0 200 170" role="img" aria-hidden="true" focusable="false">
      <ellipse cx="100" cy="150" rx="62" ry="8" fill={token.colorFillSecondary} />
      <rect
        x="52"
        y="28"
        width="84"
        height="108"
        rx="10"
        fill={token.colorBgContainer}
        stroke={token.colorPrimaryBorder}
        strokeWidth="2.5"
      />
      <g fill={token.colorFillSecondary}>
        <rect x="64" y="44" width="44" height="7" rx="3.5" />
        <rect x="64" y="60" width="60" height="6" rx="3" />
        <rect x="64" y="74" width="52" height="6" rx="3" />
        <rect x="64" y="88" width="36" height="6" rx="3" />
      </g>
      <circle
        cx="124"
        cy="100"
        r="22"
        fill={token.colorPrimaryBg}
        stroke={token.colorPrimary}
        strokeWidth="5"
      />
      <path
        d="M116 96 q8 -10 16 0"
        fill="none"
        stroke={token.colorPrimaryBorder}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <line
        x1="140"
        y1="116"
        x2="158"
        y2="134"
        stroke={token.colorPrimary}
        strokeWidth="8"
        strokeLinecap="round"
      />
      <g fill={token.colorPrimaryBorderHover}>
        <path d="M42 34 l1.5 4.5 4.5 1.5 -4.5 1.5 -1.5 4.5 -1.5 -4.5 -4.5 -1.5 4.5 -1.5z" />
        <circle cx="160" cy="46" r="2" />
        <circle cx="40" cy="112" r="1.5" />
      </g>
    </svg>
  );
}
