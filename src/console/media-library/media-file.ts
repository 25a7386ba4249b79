import {
  type MaterialRecord,
  RESOURCE_CATEGORY,
  type ResourceCategory,
  type ResourceType,
} from '../../shared/api/material';
import { API_BASE } from '../api/transport';

/** A media library file (project-areas spec section 3): what the dialog shows and hands back. */
export interface MediaLibraryFile {
  id: string;
  type: ResourceType;
  /** The stored resource address, as it goes into a screen. */
  url: string;
  /** An address the browser can display now. */
  imgUrl: string;
  name: string;
  /** The project's own file: it may be deleted. */
  own: boolean;
  /** The stock library it comes from; null for the project's own files. */
  category: ResourceCategory | null;
}

/** Server paths go to the API origin; stock files are the SPA's own; http addresses stay. */
const displayUrl = (url: string): string => (url.startsWith('/manager/') ? `${API_BASE}${url}` : url);

export const toMediaFile = (record: MaterialRecord): MediaLibraryFile => ({
  id: record.id,
  type: record.resourceType,
  url: record.resourceUrl,
  imgUrl: displayUrl(record.resourceUrl),
  name: record.resourceName,
  own: record.own,
  category: record.resourceCategory,
});

/** How a thumbnail sits in its square: icons small and whole, illustrations whole, photos filling it. */
export type ThumbnailFit = 'icon' | 'drawing' | 'photo';

export function thumbnailFit(file: MediaLibraryFile): ThumbnailFit {
  if (file.category === RESOURCE_CATEGORY.icon) return 'icon';
  if (file.category === RESOURCE_CATEGORY.illustration) return 'drawing';
  return 'photo';
}
