import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { RemoteSelect } from '../../components/RemoteSelect';
import { DemoCard, GallerySection } from '../GallerySection';
import { searchSampleRobotModels } from './sample-robot-models';

export function RemoteSelectSection() {
  const [single, setSingle] = useState<string>();
  const [several, setSeveral] = useState<string[]>([]);
  return (
    <GallerySection
      id="remote-select"
      title="远程搜索选择 RemoteSelect"
      summary="antd Select + showSearch：停止输入 300 ms 后才请求，加载中显示转圈，只有最新一次搜索的结果会显示（较慢的旧请求被中止并忽略）。"
    >
      <DemoCard title="单选" caption="示例数据，模拟 600 ms 网络延迟。试试输入「巡」或「机器人」。">
        <Flex vertical gap={8}>
          <RemoteSelect
            aria-label="机器人型号"
            placeholder="搜索机器人型号"
            style={{ width: '100%' }}
            fetchOptions={searchSampleRobotModels}
            value={single}
            onChange={setSingle}
            allowClear
          />
          <Typography.Text type="secondary">已选：{single ?? '无'}</Typography.Text>
        </Flex>
      </DemoCard>
      <DemoCard title="多选" caption="mode=&quot;multiple&quot;；搜索不到时显示「暂无相关结果」。">
        <Flex vertical gap={8}>
          <RemoteSelect
            aria-label="多个机器人型号"
            mode="multiple"
            placeholder="搜索并选择多个型号"
            style={{ width: '100%' }}
            fetchOptions={searchSampleRobotModels}
            value={several}
            onChange={setSeveral}
          />
          <Typography.Text type="secondary">已选 {several.length} 个</Typography.Text>
        </Flex>
      </DemoCard>
    </GallerySection>
  );
}
