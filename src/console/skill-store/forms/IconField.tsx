import { PictureOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { MediaLibraryDialog } from '../../media-library/MediaLibraryDialog';
import { useProjectFlags } from '../../project/use-project-flags';

/** An icon chosen in the project's media library (添加文件). */
export function IconField({ value, onChange }: { value?: string; onChange?(url: string): void }) {
  const { projectId } = useProjectFlags();
  const [choosing, setChoosing] = useState(false);
  return (
    <>
      <Button
        aria-label="选择图标"
        onClick={() => setChoosing(true)}
        icon={
          value ? (
            <img src={value} alt="" style={{ width: 20, height: 20, objectFit: 'contain' }} />
          ) : (
            <PictureOutlined />
          )
        }
      >
        {value ? '更换' : '图标'}
      </Button>
      <MediaLibraryDialog
        open={choosing}
        projectId={projectId}
        accept="image"
        onConfirm={(url) => {
          onChange?.(url);
          setChoosing(false);
        }}
        onCancel={() => setChoosing(false)}
      />
    </>
  );
}
