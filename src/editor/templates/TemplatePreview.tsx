import { PictureOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import type { PageRenderer } from '../../runtime-host/page-renderer';
import type { ScreenPage } from '../../shared/screen/document';
import { useThumbnailUrl } from '../export/use-thumbnail-url';
import { usePreviewPng } from './preview-png';
import styles from './TemplatePicker.module.css';
import { previewHeight } from './template-layout';
import type { PreviewBase } from './use-template-context';

export interface TemplatePreviewProps {
  renderer: PageRenderer;
  /** Identifies what the preview shows; equal keys share one rendered PNG. */
  previewKey: string;
  doc: PreviewBase;
  page: ScreenPage;
  width: number;
  name: string;
}

/** A template's page as the robot shows it, scaled down to the picker's preview width. */
export function TemplatePreview({ renderer, previewKey, doc, page, width, name }: TemplatePreviewProps) {
  const height = previewHeight(width, doc.global.screenSize);
  const { element, state } = usePreviewPng(renderer, previewKey, doc, page, width);
  const url = useThumbnailUrl(state.status === 'ready' ? state.blob : undefined);
  return (
    <div ref={element} className={styles.preview} style={{ width, height }}>
      {url ? (
        <img src={url} alt={`${name}预览`} width={width} height={height} draggable={false} />
      ) : state.status === 'failed' ? (
        <span className={styles.previewFailed}>
          <PictureOutlined />
          预览生成失败
        </span>
      ) : (
        <Skeleton.Node active style={{ width, height }}>
          <PictureOutlined className={styles.previewIcon} />
        </Skeleton.Node>
      )}
    </div>
  );
}
