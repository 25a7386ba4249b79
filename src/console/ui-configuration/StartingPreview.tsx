import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { RuntimePreview } from '../../runtime-host/RuntimePreview';
import type { ScreenSize } from '../../shared/screen/orientation';
import { createStartingDocument } from '../../shared/screen/templates/starting-document';
import { isValidScreenSize } from './screen-size-choice';

const PREVIEW_BOX = { width: 300, height: 420 };

/**
 * The main page a new configuration will start with, rendered by the robot runtime itself from
 * the same starting document the server will build.
 */
export function StartingPreview({ screenSize, templateId }: { screenSize: ScreenSize; templateId?: string }) {
  const { width, height } = screenSize;
  const doc = useMemo(() => {
    if (!templateId || !isValidScreenSize({ width, height })) return null;
    return createStartingDocument({ screenSize: { width, height }, templateId });
  }, [templateId, width, height]);

  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ height: '100%' }}>
      {doc ? (
        <RuntimePreview doc={doc} pageId={doc.pages[0].id} box={PREVIEW_BOX} title="起始页面预览" />
      ) : (
        <Typography.Text type="secondary">选择屏幕尺寸和模版后在这里预览</Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        主页预览 · {width} × {height}
      </Typography.Text>
    </Flex>
  );
}
