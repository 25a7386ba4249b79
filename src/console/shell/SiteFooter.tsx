import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex } from 'antd';

/** Record numbers are the deployment's: set them with VITE_ICP_RECORD and VITE_PUBLIC_SECURITY_RECORD. */
const ICP_RECORD = import.meta.env.VITE_ICP_RECORD ?? '京ICP备00000000号';
const PUBLIC_SECURITY_RECORD = import.meta.env.VITE_PUBLIC_SECURITY_RECORD ?? '京公网安备00000000000000号';
const ICP_LOOKUP = 'https://beian.miit.gov.cn/';
const PUBLIC_SECURITY_LOOKUP = 'https://beian.mps.gov.cn/';

/** The footer of every page: copyright, public-security and ICP record links. */
export function SiteFooter({ tone = 'muted' }: { tone?: 'muted' | 'light' }) {
  const color = tone === 'light' ? 'rgba(255,255,255,0.65)' : undefined;
  const linkStyle = { color: color ?? 'inherit', fontSize: 12 };
  return (
    <Flex
      component="footer"
      justify="center"
      align="center"
      gap={16}
      wrap
      style={{ padding: '16px 24px', fontSize: 12, color: color ?? 'var(--ant-color-text-tertiary)' }}
    >
      <span>© {new Date().getFullYear()} 机器人开放平台 版权所有</span>
      <a href={PUBLIC_SECURITY_LOOKUP} target="_blank" rel="noreferrer" style={linkStyle}>
        <SafetyCertificateOutlined /> {PUBLIC_SECURITY_RECORD}
      </a>
      <a href={ICP_LOOKUP} target="_blank" rel="noreferrer" style={linkStyle}>
        {ICP_RECORD}
      </a>
    </Flex>
  );
}
