import { DownOutlined, ImportOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Dropdown } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useRef, useState } from 'react';
import { type ImportRefusal, type ImportResult, KG_API } from '../../../shared/api/knowledge-graph';
import { ApiFailure } from '../../api/answer';
import { downloadBlob } from '../../api/download';
import { feedback } from '../../app/feedback';
import { saveFile } from '../../components/save-file';
import { type ImportKind, type ImportMode, kgApi } from '../kg-api';
import { KG_KEYS } from '../kg-queries';
import { ImportErrorsDialog } from './ImportErrorsDialog';

const KIND_NAMES: Record<ImportKind, string> = { concept: '概念', entity: '实体' };
const EXPORTS = { concept: KG_API.conceptExport, entity: KG_API.entityExport } as const;
const TEMPLATES = { concept: KG_API.conceptTemplate, entity: KG_API.entityTemplate } as const;

const summary = (result: ImportResult) =>
  result.concepts + result.attributes + result.relations > 0 && result.entities === 0
    ? `导入成功：${result.concepts} 个概念、${result.attributes} 个属性、${result.relations} 个关系`
    : `导入成功：${result.entities} 个实体、${result.values} 个属性值、${result.entityRelations} 条关系`;

const isRefusal = (data: unknown): data is ImportRefusal =>
  typeof data === 'object' &&
  data !== null &&
  'errors' in data &&
  Array.isArray((data as ImportRefusal).errors);

/** 导入（覆盖 / 追加）、导出 and 下载模板 of a base's concepts and entities (xlsx). */
export function ImportExportMenu({
  kgBaseId,
  baseName,
  editable,
}: {
  kgBaseId: string;
  baseName: string;
  editable: boolean;
}) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const pending = useRef<{ kind: ImportKind; mode: ImportMode }>({ kind: 'concept', mode: 'append' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);

  const run = (work: Promise<unknown>) => {
    setBusy(true);
    work.catch(() => undefined).finally(() => setBusy(false));
  };
  const download = (url: string, fileName: string) =>
    run(downloadBlob(url).then((blob) => saveFile(blob, fileName)));
  const pickFile = (kind: ImportKind, mode: ImportMode) => {
    pending.current = { kind, mode };
    if (mode === 'append') return fileInput.current?.click();
    modal.confirm({
      title: `覆盖导入${KIND_NAMES[kind]}？`,
      content:
        kind === 'concept'
          ? '文件导入成功后，图谱现有的概念、实体及其关系全部被文件中的内容替换；文件有错误时不做任何修改。'
          : '文件导入成功后，图谱现有的实体、属性值与实体关系全部被文件中的内容替换；文件有错误时不做任何修改。',
      okText: '选择文件',
      cancelText: '取消',
      onOk: () => fileInput.current?.click(),
    });
  };
  const upload = (file: File) => {
    const { kind, mode } = pending.current;
    run(
      kgApi
        .importFile(kind, mode, kgBaseId, file)
        .then((result) => {
          feedback.success(summary(result));
          void queryClient.invalidateQueries({ queryKey: KG_KEYS.content(kgBaseId) });
          void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
        })
        .catch((error: unknown) => {
          if (error instanceof ApiFailure && isRefusal(error.data)) setRefusal(error.data);
          else feedback.error(error instanceof Error ? error.message : '导入失败');
          throw error;
        }),
    );
  };
  const query = `?${new URLSearchParams({ kgBaseId })}`;
  const items: ItemType[] = (['concept', 'entity'] as const).flatMap((kind) => [
    {
      type: 'group' as const,
      label: KIND_NAMES[kind],
      children: [
        { key: `${kind}:overwrite`, label: `导入${KIND_NAMES[kind]}（覆盖）`, disabled: !editable },
        { key: `${kind}:append`, label: `导入${KIND_NAMES[kind]}（追加）`, disabled: !editable },
        { key: `${kind}:export`, label: `导出${KIND_NAMES[kind]}` },
        { key: `${kind}:template`, label: `下载${KIND_NAMES[kind]}模板` },
      ],
    },
  ]);
  const choose = (key: string) => {
    const [kind, action] = key.split(':') as [ImportKind, string];
    if (action === 'overwrite' || action === 'append') pickFile(kind, action);
    if (action === 'export') download(`${EXPORTS[kind]}${query}`, `${baseName}-${KIND_NAMES[kind]}.xlsx`);
    if (action === 'template') download(TEMPLATES[kind], `${KIND_NAMES[kind]}导入模板.xlsx`);
  };

  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => choose(key) }}>
        <Button icon={<ImportOutlined />} loading={busy}>
          导入导出 <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <input
        ref={fileInput}
        type="file"
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        hidden
        aria-label="选择要导入的文件"
        data-testid="kg-import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload(file);
        }}
      />
      <ImportErrorsDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </>
  );
}
