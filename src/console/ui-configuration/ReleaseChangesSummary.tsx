import { Typography } from 'antd';
import type { ReleaseChanges } from '../../shared/api/homepage';

export interface ReleaseChangesSummaryProps {
  changes: ReleaseChanges;
  pageCount: number;
}

const PAGE_LISTS = [
  ['pagesAdded', '新增的页面'],
  ['pagesChanged', '修改的页面'],
  ['pagesRemoved', '删除的页面'],
] as const;

/** What the robots will show differently after this release: asked before it, since it is live at once. */
export function ReleaseChangesSummary({ changes, pageCount }: ReleaseChangesSummaryProps) {
  const lines = changes.first
    ? [`这是第一次发布：全部 ${pageCount} 个页面将显示在打开播放地址的机器人上。`]
    : [
        ...PAGE_LISTS.filter(([field]) => changes[field].length > 0).map(
          ([field, label]) => `${label}：${changes[field].join('、')}`,
        ),
        ...(changes.settingsChanged ? ['全局设置有修改'] : []),
      ];
  return (
    <div style={{ marginTop: 8 }}>
      {lines.length > 0 ? (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <Typography.Text>页面和全局设置与上次发布相同，只更新配置名称。</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        机器人下次加载时即显示这个版本。
      </Typography.Paragraph>
    </div>
  );
}
