import { DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { type ImportRefusal, type ImportRowError, KG_API } from '../../../shared/api/knowledge-graph';
import { downloadBlob } from '../../api/download';
import { saveFile } from '../../components/save-file';

/** Why an import was refused, row by row, with the whole report to download. Nothing was written. */
export function ImportErrorsDialog({ refusal, onClose }: { refusal: ImportRefusal | null; onClose(): void }) {
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    if (!refusal?.reportId) return;
    setDownloading(true);
    downloadBlob(KG_API.importReport(refusal.reportId))
      .then((blob) => saveFile(blob, '导入错误报告.xlsx'))
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  return (
    <Modal
      open={refusal !== null}
      title="导入失败，文件中有错误"
      width={760}
      onCancel={onClose}
      footer={[
        refusal?.reportId && (
          <Button key="report" icon={<DownloadOutlined />} loading={downloading} onClick={download}>
            下载错误报告
          </Button>
        ),
        <Button key="close" type="primary" onClick={onClose}>
          知道了
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        共 {refusal?.errorCount ?? 0} 处错误，整个文件都没有导入。请按下面的行号修改后重新导入
        {refusal && refusal.errorCount > refusal.errors.length
          ? `（这里列出前 ${refusal.errors.length} 处，完整的见错误报告）`
          : ''}
        。
      </Typography.Paragraph>
      <Table<ImportRowError>
        size="small"
        rowKey={(row) => `${row.sheet}-${row.row}-${row.column}-${row.message}`}
        dataSource={refusal?.errors ?? []}
        pagination={{ pageSize: 8, hideOnSinglePage: true }}
        columns={[
          { title: '工作表', dataIndex: 'sheet', width: 90 },
          { title: '行', dataIndex: 'row', width: 60 },
          { title: '列', dataIndex: 'column', width: 100 },
          { title: '问题', dataIndex: 'message' },
        ]}
      />
    </Modal>
  );
}
