import { DeleteOutlined, FileImageOutlined, PaperClipOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { QA_LIMITS, type QaScreenPage } from '../../shared/api/qa';
import type { QaAnswerMedia } from '../../shared/qa/answer';
import { MediaLibraryDialog } from '../media-library/MediaLibraryDialog';

/** A variable the robot fills in, spelled out for the hint (it is not a template here). */
const ROBOT_VARIABLE = `${'$'}{robotName}`;

interface MediaFieldProps {
  projectId: string;
  value?: QaAnswerMedia | null;
  onChange?(media: QaAnswerMedia | null): void;
}

/** The answer's picture or video, chosen in the project's media library. */
function MediaField({ projectId, value, onChange }: MediaFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {value ? (
        <Flex align="center" gap={8}>
          {value.kind === 'image' ? <FileImageOutlined /> : <VideoCameraOutlined />}
          <Typography.Text ellipsis style={{ maxWidth: 260 }}>
            {value.name || value.url}
          </Typography.Text>
          <Button size="small" type="link" onClick={() => setOpen(true)}>
            更换
          </Button>
          <Button size="small" type="link" danger onClick={() => onChange?.(null)}>
            移除
          </Button>
        </Flex>
      ) : (
        <Button size="small" icon={<PaperClipOutlined />} onClick={() => setOpen(true)}>
          添加图片或视频
        </Button>
      )}
      <MediaLibraryDialog
        open={open}
        projectId={projectId}
        accept={['image', 'video']}
        onConfirm={(url, item) => {
          onChange?.({ kind: item.type, url, name: item.name });
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const pageValue = (page: { homepageId: string; pageId: string }) => `${page.homepageId}/${page.pageId}`;

interface PageFieldProps {
  pages: readonly QaScreenPage[];
  loading: boolean;
  value?: { homepageId: string; pageId: string } | null;
  onChange?(page: { homepageId: string; pageId: string } | null): void;
}

/** A page of the project's screen configurations shown with the answer. */
function PageField({ pages, loading, value, onChange }: PageFieldProps) {
  const groups = new Map<string, QaScreenPage[]>();
  for (const page of pages) groups.set(page.homepageId, [...(groups.get(page.homepageId) ?? []), page]);
  return (
    <Select
      allowClear
      showSearch
      loading={loading}
      aria-label="展示页面"
      placeholder="不展示页面"
      style={{ width: 280 }}
      optionFilterProp="label"
      value={value ? pageValue(value) : undefined}
      onChange={(chosen?: string) => {
        const page = pages.find((item) => pageValue(item) === chosen);
        onChange?.(page ? { homepageId: page.homepageId, pageId: page.pageId } : null);
      }}
      notFoundContent="项目中还没有屏幕配置页面"
      options={[...groups.values()].map((list) => ({
        label: list[0].homepageName,
        title: list[0].homepageName,
        options: list.map((page) => ({
          value: pageValue(page),
          label: `${page.pageName}${page.released ? '' : '（未发布）'}`,
        })),
      }))}
    />
  );
}

export interface AnswerEditorProps {
  name: number;
  index: number;
  projectId: string;
  pages: readonly QaScreenPage[];
  pagesLoading: boolean;
  removable: boolean;
  onRemove(): void;
}

/** One answer: its text (with variables), and optionally a picture or video and a screen page. */
export function AnswerEditor({
  name,
  index,
  projectId,
  pages,
  pagesLoading,
  removable,
  onRemove,
}: AnswerEditorProps) {
  return (
    <Card
      size="small"
      title={`答案 ${index + 1}`}
      extra={
        removable && (
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除答案 ${index + 1}`}
            onClick={onRemove}
          />
        )
      }
    >
      <Form.Item
        name={[name, 'text']}
        rules={[
          { required: true, whitespace: true, message: '请输入答案' },
          { max: QA_LIMITS.answer, message: `答案不能超过${QA_LIMITS.answer}个字符` },
        ]}
        extra={`可使用变量 ${ROBOT_VARIABLE}（机器人名称）`}
        style={{ marginBottom: 12 }}
      >
        <Input.TextArea
          aria-label={`答案 ${index + 1}`}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={QA_LIMITS.answer}
          placeholder="机器人说出的回答"
        />
      </Form.Item>
      <Flex gap={16} wrap align="center">
        <Form.Item name={[name, 'media']} noStyle>
          <MediaField projectId={projectId} />
        </Form.Item>
        <Form.Item name={[name, 'page']} noStyle>
          <PageField pages={pages} loading={pagesLoading} />
        </Form.Item>
      </Flex>
    </Card>
  );
}
