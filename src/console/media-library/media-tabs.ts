import { type MaterialPageParams, RESOURCE_CATEGORY, type ResourceType } from '../../shared/api/material';

/** The dialog's tabs (project-areas spec section 2, screen piece 3), in their order. */
export const MEDIA_TABS = [
  { key: 'myPictures', label: '我的图片' },
  { key: 'myVideos', label: '我的视频' },
  { key: 'pictureLibrary', label: '图片库' },
  { key: 'icons', label: '图标' },
  { key: 'illustrations', label: '矢量插画' },
  { key: 'pictures', label: '图片' },
] as const;
export type MediaTabKey = (typeof MEDIA_TABS)[number]['key'];

/** Opening the dialog and searching land here. */
export const DEFAULT_TAB: MediaTabKey = 'pictureLibrary';

/** The tab that shows a project's own files of a type: where an upload takes the person. */
export const OWN_TAB: Record<ResourceType, MediaTabKey> = { image: 'myPictures', video: 'myVideos' };

export const isOwnTab = (tab: MediaTabKey): boolean => tab === 'myPictures' || tab === 'myVideos';

/** The page call's filter for a tab: a resource type, a stock category, or neither. */
export function tabFilter(tab: MediaTabKey): Pick<MaterialPageParams, 'resourceType' | 'resourceCategory'> {
  switch (tab) {
    case 'myPictures':
      return { resourceType: 'image' };
    case 'myVideos':
      return { resourceType: 'video' };
    case 'icons':
      return { resourceCategory: RESOURCE_CATEGORY.icon };
    case 'illustrations':
      return { resourceCategory: RESOURCE_CATEGORY.illustration };
    case 'pictures':
      return { resourceCategory: RESOURCE_CATEGORY.picture };
    case 'pictureLibrary':
      return {};
  }
}
