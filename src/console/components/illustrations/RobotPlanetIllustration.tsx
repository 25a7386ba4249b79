import { theme } from 'antd';
import { useId } from 'react';

interface IllustrationProps {
  width: number;
}

/** A small robot standing alone on a ringed planet: the 'robot planet is empty' picture. */
export function RobotPlanetIllustration({ width }: IllustrationProps) {
  const { token } = theme.useToken();
  const gradientId = useId();
  const glowId = useId();
  return (
    <svg width={width} viewBox="0 0 200 170" role="img" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={token.colorPrimaryBorder} />
          <stop offset="100%" stopColor={token.colorPrimary} />
        </linearGradient>
        <radialGradient id={glowId}>
          <stop offset="0%" stopColor={token.colorPrimaryBg} />
          <stop offset="100%" stopColor={token.colorPrimaryBg} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="100" cy="100" r="80" fill={`url(#${glowId})`} />
      <g fill={token.colorPrimaryBorderHover}>
        <path d="M34 40 l2 6 6 2 -6 2 -2 6 -2 -6 -6 -2 6 -2z" />
        <path d="M164 30 l1.5 4.5 4.5 1.5 -4.5 1.5 -1.5 4.5 -1.5 -4.5 -4.5 -1.5 4.5 -1.5z" />
        <path d="M170 96 l1 3 3 1 -3 1 -1 3 -1 -3 -3 -1 3 -1z" />
        <circle cx="52" cy="96" r="2" />
        <circle cx="146" cy="62" r="1.5" />
      </g>
      <g transform="rotate(-12 100 128)">
        <ellipse
          cx="100"
          cy="128"
          rx="62"
          ry="13"
          fill="none"
          stroke={token.colorPrimaryBorder}
          strokeWidth="5"
        />
      </g>
      <circle cx="100" cy="128" r="38" fill={`url(#${gradientId})`} />
      <g fill={token.colorBgContainer} fillOpacity="0.28">
        <circle cx="86" cy="120" r="7" />
        <circle cx="114" cy="142" r="5" />
        <circle cx="112" cy="112" r="3" />
      </g>
      <g transform="rotate(-12 100 128)">
        <path
          d="M38 128 A62 13 0 0 0 162 128"
          fill="none"
          stroke={token.colorPrimaryBorder}
          strokeWidth="5"
        />
      </g>
      <g>
        <line x1="100" y1="38" x2="100" y2="28" stroke={token.colorPrimary} strokeWidth="2.5" />
        <circle cx="100" cy="26" r="4" fill={token.colorWarning} />
        <rect
          x="84"
          y="38"
          width="32"
          height="24"
          rx="9"
          fill={token.colorBgContainer}
          stroke={token.colorPrimary}
          strokeWidth="2.5"
        />
        <rect x="89" y="43" width="22" height="14" rx="6" fill={token.colorPrimary} />
        <circle cx="95" cy="50" r="2.4" fill={token.colorBgContainer} />
        <circle cx="105" cy="50" r="2.4" fill={token.colorBgContainer} />
        <path
          d="M80 72 q-7 3 -8 -6"
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M120 72 q7 -2 9 -10"
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <rect
          x="86"
          y="64"
          width="28"
          height="22"
          rx="7"
          fill={token.colorBgContainer}
          stroke={token.colorPrimary}
          strokeWidth="2.5"
        />
        <circle cx="100" cy="75" r="3" fill={token.colorPrimaryBorder} />
        <rect x="91" y="86" width="6" height="5" rx="2" fill={token.colorPrimary} />
        <rect x="103" y="86" width="6" height="5" rx="2" fill={token.colorPrimary} />
      </g>
    </svg>
  );
}
