import { CloudUploadOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Pagination, Space, Tabs, Tooltip } from 'antd';
import { type DragEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MEDIA_DIALOG_PAGE_SIZE, MEDIA_DIALOG_WIDTH, SEARCH_DEBOUNCE_MS } from '../../shared/constants';
import { acceptAttribute, type MediaKind } from '../../shared/media/media-formats';
import {
  DEFAULT_MAX_COUNT,
  type MaxSizeSetting,
  recompressQuality,
  sizeLimits,
} from '../../shared/media/upload-rules';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { EmptyPlaceholder } from '../components/EmptyPlaceholder';
import { LIBRARY_TIPS } from './library-tips';
import { MediaGrid } from './MediaGrid';
import styles from './MediaLibrary.module.css';
import { MediaPreview } from './MediaPreview';
import { materialApi } from './material-api';
import { type MediaLibraryFile, toMediaFile } from './media-file';
import { DEFAULT_TAB, isOwnTab, MEDIA_TABS, type MediaTabKey, OWN_TAB } from './media-tabs';
import { addTooltipRecord, readTooltipRecords } from './tooltip-records';
import { useDrawnWithFirstPage } from './use-drawn-with-first-page';
import { materialQueryPrefix, useMaterialPage } from './use-material-page';
import { DIALOG_UPLOAD_KINDS, kindByName, useMediaUploads } from './use-media-uploads';

export type MediaAccept = MediaKind | readonly MediaKind[];

export interface MediaLibraryDialogProps {
  open: boolean;
  projectId: string;
  /** The kinds the field takes; a chosen file of another kind warns 不支持该文件类型. */
  accept?: MediaAccept;
  /** Files per upload (超出最大限制数：{n} above it). */
  maxCount?: number;
  /** Bytes, for every kind or per kind; 2 MB by default. */
  maxSize?: MaxSizeSetting;
  /** JPEG quality (0–1) for pictures over 512000 bytes; 0.3 by default. */
  quality?: number;
  /** The chosen file's address and the file; the caller closes the dialog. */
  onConfirm(url: string, item: MediaLibraryFile): void;
  onCancel(): void;
}

/**
 * 添加文件 (project-areas spec section 2 piece 3, section 4 'Media dialog'): the project's own
 * pictures and videos and the stock libraries, search, upload by button or drop, preview,
 * delete, and confirm. Every opening starts afresh: empty search, the picture library, page one.
 * A screen that offers media fields also mounts one MediaStyleAnchor, so the dialog opens fast.
 */
export function MediaLibraryDialog(props: MediaLibraryDialogProps) {
  const drawn = useDrawnWithFirstPage(props.open, props.projectId);
  return (
    <Modal
      open={drawn}
      width={MEDIA_DIALOG_WIDTH}
      title={
        <span>
          {MSG.mediaDialogTitle}
          <span className={styles.titleHint}>{MSG.mediaDialogHint}</span>
        </span>
      }
      footer={null}
      onCancel={props.onCancel}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {drawn && <MediaLibraryBody {...props} />}
    </Modal>
  );
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

function MediaLibraryBody({
  projectId,
  accept = 'image',
  maxCount = DEFAULT_MAX_COUNT,
  maxSize,
  quality,
  onConfirm,
  onCancel,
}: MediaLibraryDialogProps) {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<MediaTabKey>(DEFAULT_TAB);
  const [searchText, setSearchText] = useState('');
  const [term, setTerm] = useState('');
  const [pageNo, setPageNo] = useState(0);
  const [selected, setSelected] = useState<MediaLibraryFile | null>(null);
  const [preview, setPreview] = useState<MediaLibraryFile | null>(null);
  const [tipRecords, setTipRecords] = useState(readTooltipRecords);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  const page = useMaterialPage({ projectId, tab, term, pageNo });
  const files = useMemo(() => (page.data?.content ?? []).map(toMediaFile), [page.data]);
  const ownMd5 = useRef(new Set<string>());
  for (const record of page.data?.content ?? []) if (record.md5) ownMd5.current.add(record.md5);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: materialQueryPrefix(projectId) }),
    [queryClient, projectId],
  );
  const uploads = useMediaUploads({
    projectId,
    maxCount,
    limits: sizeLimits(maxSize),
    quality: recompressQuality(quality),
    knownMd5: () => ownMd5.current,
    onUploaded: reload,
  });

  const showPage = useCallback((next: number) => {
    setPageNo(next);
    setSelected(null);
    scroller.current?.scrollTo({ top: 0 });
  }, []);
  const showTab = useCallback(
    (next: MediaTabKey) => {
      setTab(next);
      showPage(0);
    },
    [showPage],
  );

  // 搜索所有素材: 300 ms after the last keystroke, search from the picture library.
  useEffect(() => {
    const wanted = searchText.trim();
    if (wanted === term) return;
    const timer = setTimeout(() => {
      setTerm(wanted);
      showTab(DEFAULT_TAB);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, term, showTab]);

  const startUpload = (chosen: File[]) => {
    if (chosen.length === 0 || !uploads.start(chosen)) return;
    setSearchText('');
    setTerm('');
    showTab(OWN_TAB[kindByName(chosen[0].name)]);
  };

  const [modal, modalHolder] = Modal.useModal();
  const confirmDelete = useCallback(
    (file: MediaLibraryFile) => {
      modal.confirm({
        title: `确定删除“${file.name}”吗？`,
        content: '删除后无法恢复，已使用该文件的页面不受影响。',
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: async () => {
          await materialApi.remove(file.id);
          feedback.success(MSG.deleted);
          setSelected((current) => (current?.id === file.id ? null : current));
          await reload();
        },
      });
    },
    [modal, reload],
  );
  const toggleSelected = useCallback(
    (file: MediaLibraryFile) => setSelected((current) => (current?.id === file.id ? null : file)),
    [],
  );

  const confirm = () => {
    const allowed: readonly MediaKind[] = typeof accept === 'string' ? [accept] : accept;
    if (!selected) feedback.warning(MSG.chooseResourceFirst);
    else if (!allowed.includes(selected.type)) feedback.warning(MSG.unsupportedFileType);
    else onConfirm(selected.url, selected);
  };

  const dropHandlers = {
    onDragEnter: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      dragDepth.current += 1;
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      dragDepth.current = Math.max(0, dragDepth.current - 1);
      if (dragDepth.current === 0) setDragging(false);
    },
    onDragOver: (event: DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      dragDepth.current = 0;
      setDragging(false);
      startUpload([...event.dataTransfer.files]);
    },
  };

  const tip = LIBRARY_TIPS[tab];
  const shownUploads = isOwnTab(tab)
    ? uploads.items.filter((item) => OWN_TAB[item.type === 'video' ? 'video' : 'image'] === tab)
    : [];
  const total = page.data?.totalElements ?? 0;
  const uploadButton = (primary: boolean) => (
    <Button
      type={primary ? 'primary' : 'default'}
      icon={<UploadOutlined />}
      onClick={() => fileInput.current?.click()}
    >
      上传文件
    </Button>
  );
  const empty = term ? (
    <EmptyPlaceholder variant="noResult" height={400} size="small" />
  ) : (
    <EmptyPlaceholder text={MSG.mediaEmpty} height={400} size="small">
      {isOwnTab(tab) && uploadButton(true)}
    </EmptyPlaceholder>
  );

  return (
    <div {...dropHandlers} data-testid="media-library">
      <div className={styles.toolbar}>
        <Tabs
          activeKey={tab}
          onChange={(key) => showTab(key as MediaTabKey)}
          items={MEDIA_TABS.map(({ key, label }) => ({ key, label }))}
        />
        <Input
          className={styles.search}
          allowClear
          prefix={<SearchOutlined style={{ color: 'rgba(0,0,0,0.35)' }} />}
          placeholder={MSG.mediaSearch}
          aria-label={MSG.mediaSearch}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </div>
      {tip && !tipRecords.includes(tab) && (
        <Alert
          className={styles.tip}
          type="info"
          showIcon
          title={tip}
          closable={{ 'aria-label': '不再提示', onClose: () => setTipRecords(addTooltipRecord(tab)) }}
        />
      )}
      <div className={styles.panel}>
        <div className={styles.scroller} ref={scroller}>
          <MediaGrid
            key={`${tab}|${term}|${pageNo}`}
            uploads={shownUploads}
            files={files}
            selectedId={selected?.id ?? null}
            loading={page.isPending}
            empty={empty}
            onSelect={toggleSelected}
            onPreview={setPreview}
            onDelete={confirmDelete}
            onRemoveUpload={uploads.remove}
          />
        </div>
        {total > MEDIA_DIALOG_PAGE_SIZE && (
          <div className={styles.pager}>
            <Pagination
              size="small"
              current={pageNo + 1}
              pageSize={MEDIA_DIALOG_PAGE_SIZE}
              total={total}
              showSizeChanger={false}
              showTotal={(count) => `共 ${count} 个文件`}
              onChange={(next) => showPage(next - 1)}
            />
          </div>
        )}
        {dragging && (
          <div className={styles.dropOverlay}>
            <CloudUploadOutlined className={styles.dropIcon} />
            释放鼠标，上传文件
          </div>
        )}
      </div>
      <div className={styles.footer}>
        <div>
          {uploadButton(false)}
          <span className={styles.footerHint}>
            {uploads.uploading ? '正在上传…' : '也可以将文件拖到此处上传'}
          </span>
          <input
            ref={fileInput}
            type="file"
            hidden
            multiple={maxCount > 1}
            accept={acceptAttribute(DIALOG_UPLOAD_KINDS)}
            data-testid="media-upload-input"
            onChange={(event) => {
              startUpload([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
        </div>
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <Tooltip title={selected ? undefined : MSG.chooseResourceFirst}>
            <Button type="primary" disabled={!selected} onClick={confirm}>
              确定
            </Button>
          </Tooltip>
        </Space>
      </div>
      <MediaPreview file={preview} onClose={() => setPreview(null)} />
      {modalHolder}
    </div>
  );
}
