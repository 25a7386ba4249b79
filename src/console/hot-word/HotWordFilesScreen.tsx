import { CloudUploadOutlined, FileTextOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { HOT_WORD_MSG, type HotWordFile } from '../../shared/api/hot-words';
import { formatDateTime } from '../../shared/format/date';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { CardHeading } from '../components/CardHeading';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { DetailHeader } from '../components/resource-kit/DetailHeader';
import { NameForm } from '../components/resource-kit/NameForm';
import { useResourceFrame } from '../components/resource-kit/use-resource-frame';
import { saveFile } from '../components/save-file';
import { tablePaging } from '../components/table-paging';
import { FlaggedAction } from '../permissions/FlaggedAction';
import { usePagedSearch } from '../project/list/use-paged-search';
import { PageContainer } from '../shell/PageContainer';
import { hotWordApi } from './hot-word-api';
import { HOT_WORD_KIND } from './hot-word-kind';
import { HOT_WORD_KEYS, useHotWordList, useWordFiles } from './hot-word-queries';
import { WordsDrawer } from './WordsDrawer';
import { fileSizeText, wordFileProblem } from './word-file-rules';

/** A file picker for .txt word files that refuses what the server would before sending it. */
function PickWordFile({ onPick, children }: { onPick(file: File): void; children: React.ReactNode }) {
  return (
    <Upload
      accept=".txt,text/plain"
      showUploadList={false}
      beforeUpload={(file) => {
        const problem = wordFileProblem(file);
        if (problem) feedback.error(problem);
        else onPick(file);
        return Upload.LIST_IGNORE;
      }}
    >
      {children}
    </Upload>
  );
}

/**
 * /home/project-management/:projectID/hotWord/fileManage/:id/:name — a hot word list's word
 * files: upload, replace, download, delete, and each file's words with search.
 */
export default function HotWordFilesScreen() {
  const { id = '' } = useParams();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const list = usePagedSearch();
  const detail = useHotWordList(id);
  const files = useWordFiles(id, {
    pageNo: list.pageNo,
    pageSize: list.pageSize,
    ...(list.search ? { name: list.search } : {}),
  });
  const [viewing, setViewing] = useState<HotWordFile | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: HOT_WORD_KEYS.all });
  const frame = useResourceFrame(HOT_WORD_KIND, detail);
  const upload = useMutation({
    mutationFn: (file: File) => hotWordApi.upload(id, file),
    onSuccess: (file) => {
      feedback.success(`${MSG.uploadOk}：${file.wordCount} 个词`);
      refresh();
    },
  });
  const replace = useMutation({
    mutationFn: ({ file, by }: { file: HotWordFile; by: File }) => hotWordApi.replace(file.id, by),
    onSuccess: (file) => {
      feedback.success(`${HOT_WORD_MSG.replaced}：${file.wordCount} 个词`);
      refresh();
    },
  });
  const download = useMutation({
    mutationFn: async (file: HotWordFile) => saveFile(await hotWordApi.download(file.id), file.name),
  });
  const removeFile = useMutation({
    mutationFn: (file: HotWordFile) => hotWordApi.removeFile(file.id),
    onSuccess: () => {
      feedback.success(MSG.deleted);
      refresh();
    },
  });

  const hotWords = detail.data;
  if (!hotWords) {
    return frame.placeholder;
  }
  const flags = frame.flagsOf(hotWords);
  const editable = flags.allows('editAuth');
  const total = files.data?.totalElements ?? 0;
  const uploadButton = (
    <FlaggedAction flags={flags} flag="editAuth">
      <PickWordFile onPick={(file) => upload.mutate(file)}>
        <Button type="primary" icon={<CloudUploadOutlined />} loading={upload.isPending} disabled={!editable}>
          上传词文件
        </Button>
      </PickWordFile>
    </FlaggedAction>
  );
  const confirmRemove = (file: HotWordFile) =>
    modal.confirm({
      title: `删除词文件「${file.name}」？`,
      content: `文件中的 ${file.wordCount} 个词将不再用于语音识别，删除后不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => removeFile.mutateAsync(file).catch(() => undefined),
    });

  return (
    <PageContainer>
      <DetailHeader
        frame={frame}
        row={hotWords}
        subtitle={`${hotWords.fileCount} 个词文件 · ${hotWords.wordCount.toLocaleString('zh-CN')} 个热词${hotWords.description ? ` · ${hotWords.description}` : ''}`}
      />
      <Card>
        <CardHeading
          title="词文件"
          summary="上传 UTF-8 编码的 .txt 文件，每行一个词，可在词后加空格和 1–10 的权重（如「机器人展区 5」），单个文件不超过 2 MB。"
          extra={
            <Flex gap={8} wrap>
              {(total > 0 || list.search) && (
                <Input
                  allowClear
                  prefix={<SearchOutlined />}
                  placeholder="搜索文件名"
                  aria-label="搜索文件名"
                  value={list.keyword}
                  onChange={(event) => list.setKeyword(event.target.value)}
                  style={{ width: 200 }}
                />
              )}
              {uploadButton}
            </Flex>
          }
        />
        {files.isError && !files.data && (
          <Alert type="error" showIcon title="词文件加载失败" description={files.error.message} />
        )}
        {files.data && total === 0 && !list.search ? (
          <EmptyPlaceholder height={360} text="还没有词文件，上传一个 .txt 文件开始">
            {uploadButton}
          </EmptyPlaceholder>
        ) : (
          <Table<HotWordFile>
            rowKey="id"
            loading={files.isLoading || removeFile.isPending || replace.isPending}
            dataSource={files.data?.content ?? []}
            scroll={{ x: 900 }}
            locale={{ emptyText: <EmptyPlaceholder variant="noResult" height={240} /> }}
            pagination={tablePaging(list, total, ({ pageNo, pageSize }) => list.setPage(pageNo, pageSize))}
            columns={[
              {
                title: '文件',
                key: 'name',
                render: (_, file) => (
                  <Flex align="center" gap={8}>
                    <FileTextOutlined style={{ color: '#1677ff' }} />
                    <Typography.Link onClick={() => setViewing(file)}>{file.name}</Typography.Link>
                  </Flex>
                ),
              },
              {
                title: '热词数',
                dataIndex: 'wordCount',
                width: 100,
                render: (count: number) => count.toLocaleString('zh-CN'),
              },
              { title: '大小', dataIndex: 'size', width: 100, render: fileSizeText },
              {
                title: '上传',
                key: 'uploaded',
                width: 200,
                render: (_, file) => (
                  <Typography.Text type="secondary">
                    {file.uploaderName ?? '系统预置'} · {formatDateTime(file.updatedAt, 'MM-DD HH:mm')}
                  </Typography.Text>
                ),
              },
              {
                title: '操作',
                key: 'actions',
                fixed: 'right',
                width: 230,
                render: (_, file) => (
                  <Flex gap={0} wrap={false}>
                    <Button type="link" size="small" onClick={() => setViewing(file)}>
                      词条
                    </Button>
                    <FlaggedAction flags={flags} flag="editAuth">
                      <PickWordFile onPick={(by) => replace.mutate({ file, by })}>
                        <Button type="link" size="small" disabled={!editable}>
                          替换
                        </Button>
                      </PickWordFile>
                    </FlaggedAction>
                    <Button
                      type="link"
                      size="small"
                      loading={download.isPending && download.variables?.id === file.id}
                      onClick={() => download.mutate(file)}
                    >
                      下载
                    </Button>
                    <FlaggedAction flags={flags} flag="editAuth">
                      <Button type="link" size="small" danger onClick={() => confirmRemove(file)}>
                        删除
                      </Button>
                    </FlaggedAction>
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </Card>
      <WordsDrawer file={viewing} onClose={() => setViewing(null)} />
      <NameForm {...frame.formProps(hotWords)} />
      {frame.shareDialog}
    </PageContainer>
  );
}
