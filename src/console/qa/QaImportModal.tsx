import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Radio, Result, Table, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import {
  QA_IMPORT_LIMITS,
  QA_IMPORT_MODE_NAMES,
  QA_IMPORT_MODES,
  type QaImportMode,
  type QaImportResult,
} from '../../shared/api/qa';
import { ApiFailure } from '../api/answer';
import { feedback } from '../app/feedback';
import { saveFile } from '../components/save-file';
import { qaApi } from './qa-api';
import { QA_KEYS } from './qa-queries';

const LIMITS_TEXT = `仅支持 .xlsx，文件不超过 ${QA_IMPORT_LIMITS.fileBytes / 1024 / 1024} MB、不超过 ${QA_IMPORT_LIMITS.rows.toLocaleString('zh-CN')} 行；任何一行有误时不会导入任何数据。`;

export interface QaImportModalProps {
  open: boolean;
  libraryId: string;
  libraryName: string;
  onClose(): void;
  onTemplate(): void;
}

/**
 * 导入问答: append (a known standard question is updated) or overwrite, from an xlsx. The result
 * is shown in place: the counts, or the refused rows with the error report to download.
 */
export function QaImportModal({ open, libraryId, libraryName, onClose, onTemplate }: QaImportModalProps) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<QaImportMode>('append');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<QaImportResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setFile(null);
      setResult(null);
      setRefusal(null);
      setMode('append');
    }
  }, [open]);
  const upload = useMutation({
    mutationFn: (chosen: File) => qaApi.importXlsx(libraryId, mode, chosen),
    onSuccess: (answer) => {
      setResult(answer);
      if (answer.outcome === 'IMPORTED') void queryClient.invalidateQueries({ queryKey: QA_KEYS.all });
    },
    onError: (error) => setRefusal(error instanceof ApiFailure ? error.message : '导入失败，请稍后重试'),
  });
  const report = useMutation({
    mutationFn: (id: string) => qaApi.report(id),
    onSuccess: (blob) => saveFile(blob, `${libraryName}-导入错误报告.xlsx`),
  });
  const start = () => {
    if (!file) return;
    setRefusal(null);
    if (mode !== 'overwrite') {
      upload.mutate(file);
      return;
    }
    modal.confirm({
      title: '覆盖导入会清空问答库',
      content: `「${libraryName}」现有的问答和分类将被文件内容替换，且不可恢复。建议先导出备份。`,
      okText: '覆盖导入',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => upload.mutate(file),
    });
  };

  const done = result?.outcome === 'IMPORTED';
  return (
    <Modal
      open={open}
      width={640}
      title="导入问答"
      onCancel={onClose}
      destroyOnHidden
      footer={
        done ? (
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        ) : (
          <Flex justify="space-between">
            <Button icon={<DownloadOutlined />} onClick={onTemplate}>
              下载模板
            </Button>
            <Flex gap={8}>
              <Button onClick={onClose}>取消</Button>
              <Button type="primary" disabled={!file} loading={upload.isPending} onClick={start}>
                开始导入
              </Button>
            </Flex>
          </Flex>
        )
      }
    >
      {done ? (
        <Result
          status="success"
          title="导入完成"
          subTitle={`新增 ${result.inserted} 条，更新 ${result.updated} 条${result.removed ? `，覆盖前的 ${result.removed} 条已清除` : ''}`}
        />
      ) : (
        <Flex vertical gap={16} style={{ marginTop: 16 }}>
          <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)} aria-label="导入方式">
            {QA_IMPORT_MODES.map((item) => (
              <Radio key={item} value={item}>
                {QA_IMPORT_MODE_NAMES[item]}
              </Radio>
            ))}
          </Radio.Group>
          <Upload.Dragger
            accept=".xlsx"
            maxCount={1}
            fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              if (chosen.size > QA_IMPORT_LIMITS.fileBytes)
                feedback.error(`文件不能超过 ${QA_IMPORT_LIMITS.fileBytes / 1024 / 1024} MB`);
              else {
                setFile(chosen);
                setResult(null);
              }
              return false;
            }}
            onRemove={() => setFile(null)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽 Excel 文件到这里</p>
            <p className="ant-upload-hint">{LIMITS_TEXT}</p>
          </Upload.Dragger>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            列：分类（多级用“/”分隔）、标准问题、相似问题（每行一个）、答案1、答案2…（每列一个答案）、启用（是/否）、标签（每行一个）。
          </Typography.Text>
          {refusal && <Alert type="error" showIcon title={refusal} />}
          {result?.outcome === 'REFUSED' && (
            <Alert
              type="error"
              showIcon
              title={`${result.errorCount} 行有误，未导入任何数据`}
              description={
                <Flex vertical gap={8}>
                  <Table
                    size="small"
                    rowKey="row"
                    pagination={false}
                    scroll={{ y: 180 }}
                    dataSource={result.errors}
                    columns={[
                      { title: '行号', dataIndex: 'row', width: 70 },
                      { title: '错误原因', dataIndex: 'reason' },
                    ]}
                  />
                  <Button
                    icon={<DownloadOutlined />}
                    loading={report.isPending}
                    onClick={() => report.mutate(result.reportId)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    下载错误报告
                  </Button>
                </Flex>
              }
            />
          )}
        </Flex>
      )}
    </Modal>
  );
}
