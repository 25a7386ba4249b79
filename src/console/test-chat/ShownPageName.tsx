import { useScreenPages } from '../action/action-queries';

export interface ShownPageNameProps {
  projectId: string;
  homepageId: string;
  pageId: string;
}

/** The name of the screen page an answer shows (its configuration's, as the designer named it). */
export function ShownPageName({ projectId, homepageId, pageId }: ShownPageNameProps) {
  const configurations = useScreenPages(projectId);
  if (configurations.isPending) return null;
  const configuration = configurations.data?.find((candidate) => candidate.homepageId === homepageId);
  const page = configuration?.pages.find((candidate) => candidate.id === pageId);
  if (!configuration || !page) return '（页面已不存在）';
  return `${configuration.homepageName} · ${page.name}`;
}
