import { feedback } from '../app/feedback';
import { MediaLibraryDialog } from '../media-library/MediaLibraryDialog';
import type { MapPicture } from './map-api';
import { measurePicture } from './use-picture';

/** Floor plans carry fine lines and small text: larger files, recompressed gently. */
const MAP_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
const MAP_PICTURE_QUALITY = 0.85;

export interface MapPictureDialogProps {
  open: boolean;
  projectId: string;
  onChosen(picture: MapPicture): void;
  onClose(): void;
}

/** The media library for a floor picture; hands over the chosen picture with its pixel size. */
export function MapPictureDialog({ open, projectId, onChosen, onClose }: MapPictureDialogProps) {
  const chosen = async (url: string) => {
    onClose();
    const size = await measurePicture(url);
    if (!size) feedback.error('图片无法读取，请换一张');
    else onChosen({ pictureUrl: url, pictureWidth: size.width, pictureHeight: size.height });
  };
  return (
    <MediaLibraryDialog
      open={open}
      projectId={projectId}
      accept="image"
      maxSize={MAP_PICTURE_MAX_BYTES}
      quality={MAP_PICTURE_QUALITY}
      onConfirm={(url) => void chosen(url)}
      onCancel={onClose}
    />
  );
}
