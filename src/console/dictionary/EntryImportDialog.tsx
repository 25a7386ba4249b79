import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Modal, Radio, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import {
  DICTIONARY_MSG,
  ENTRY_LIMITS,
  IMPORT_MODE_NAMES,
  IMPORT_MODES,
  type ImportMode,
  type ImportRowError,
  TXT_FORMAT_HINT,
  XLSX_COLUMNS,
} from '../../shared/api/dictionaries';
import { MSG } from '../../shared/messages';
import { ApiFailure } from '../api/answer';
import { feedback } from '../app/feedback';
import { dictionaryApi } from './dictionary-api';
import { DICTIONARY_KEYS } from './dictionary-queries';

const ACCEPT = '.txt,.xlsx';

/** The refused rows a failed import carries, when it carries them. */
const rowErrorsOf = (error: unknown): ImportRowError[] => {
  const data =
    error instanceof ApiFailure ? (error.data as { errors?: ImportRowError[] } | undefined) : undefined;
  return data?.errors ?? [];
};

/**
 * 导入词条: a .txt (one entry a line, synonyms after it) or an .xlsx (columns 词条, 同义词), added
 * to the dictionary or replacing it. All or nothing: a refused file leaves the dictionary as it
 * was, and the dialog lists every refused line so the operator fixes them in one pass.
 */
export function EntryImportDialog({
  dictionaryId,
  open,
  onClose,
}: {
  dictionaryId: string;
  open: boolean;
  onClose(): void;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<ImportMode>('APPEND');
  const [file, setFile] = useState<File | null>(null);
  const send = useMutation({
    mutationFn: (chosen: File) => dictionaryApi.importEntries(dictionaryId, mode, chosen),
    onSuccess: (result) => {
      feedback.success(`导入成功：新增 ${result.added} 个词条，合并 ${result.merged} 个`);
      void queryClient.invalidateQueries({ queryKey: DICTIONARY_KEYS.all });
      close();
    },
  });
  const close = () => {
    setFile(null);
    send.reset();
    onClose();
  };
  const errors = rowErrorsOf(send.error);
  return (
    <Modal
      open={open}
      title="导入词条"
      width={600}
      onCancel={close}
      okText="开始导入"
      cancelText="取消"
      okButtonProps={{ disabled: !file, loading: send.isPending }}
      onOk={() => file && send.mutate(file)}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Upload.Dragger
          accept={ACCEPT}
          maxCount={1}
          fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
          beforeUpload={(chosen) => {
            if (!/\.(txt|xlsx)$/i.test(chosen.name)) feedback.error(DICTIONARY_MSG.importType);
            else if (chosen.size > ENTRY_LIMITS.importBytes) feedback.error(MSG.fileTooLarge);
            else {
              setFile(chosen);
              send.reset();
            }
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖拽 .txt / .xlsx 文件到这里</p>
          <p className="ant-upload-hint">不超过 2 MB，最多 {ENTRY_LIMITS.importRows} 个词条</p>
        </Upload.Dragger>
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
          <b>.txt</b>：{TXT_FORMAT_HINT}；以 # 开头的行视为注释。
          <br />
          <b>.xlsx</b>：第一行表头为「{XLSX_COLUMNS.join('」「')}」，同义词写在同一格，用逗号或顿号分隔。
        </Typography.Paragraph>
        <Radio.Group value={mode} onChange={(event) => setMode(event.target.value)} aria-label="导入方式">
          <Flex vertical gap={4}>
            {IMPORT_MODES.map((one) => (
              <Radio key={one} value={one}>
                {IMPORT_MODE_NAMES[one]}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
        {send.isError && (
          <Alert
            type="error"
            showIcon
            title={send.error.message}
            description={
              errors.length > 0 ? (
                <Table<ImportRowError>
                  size="small"
                  rowKey="row"
                  pagination={errors.length > 8 ? { pageSize: 8, size: 'small' } : false}
                  dataSource={errors}
                  columns={[
                    { title: '行', dataIndex: 'row', width: 64 },
                    { title: '问题', dataIndex: 'message' },
                  ]}
                  style={{ marginTop: 8 }}
                />
              ) : null
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
