import { Link } from 'react-router-dom';
import { BRAND_NAVY } from '../app/theme';

export function BrandMark() {
  return (
    <Link
      to="/home"
      style={{ display: 'flex', alignItems: 'center', gap: 10, flex: 'none', color: BRAND_NAVY }}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span style={{ fontSize: 18, fontWeight: 600, letterSpacing: 1 }}>机器人开放平台</span>
    </Link>
  );
}
