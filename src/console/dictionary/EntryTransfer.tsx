import { DownloadOutlined, DownOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { EXPORT_FORMATS } from '../../shared/api/dictionaries';
import { saveFile } from '../components/save-file';
import { dictionaryApi } from './dictionary-api';
import { EntryImportDialog } from './EntryImportDialog';

const FORMAT_NAMES: Record<(typeof EXPORT_FORMATS)[number], string> = {
  xlsx: 'Excel 表格（.xlsx）',
  txt: '文本文件（.txt）',
};

/** 导入 (a dialog) and 导出 (either format) of a dictionary's entries. */
export function EntryTransfer({
  dictionaryId,
  dictionaryName,
  editable,
}: {
  dictionaryId: string;
  dictionaryName: string;
  editable: boolean;
}) {
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportAs = (format: (typeof EXPORT_FORMATS)[number]) => {
    setExporting(true);
    dictionaryApi
      .exportEntries(dictionaryId, format)
      .then((blob) => saveFile(blob, `${dictionaryName}.${format}`))
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };
  return (
    <>
      <Button icon={<UploadOutlined />} disabled={!editable} onClick={() => setImporting(true)}>
        导入
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{
          items: EXPORT_FORMATS.map((format) => ({ key: format, label: FORMAT_NAMES[format] })),
          onClick: ({ key }) => exportAs(key as (typeof EXPORT_FORMATS)[number]),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={exporting}>
          导出 <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <EntryImportDialog dictionaryId={dictionaryId} open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
