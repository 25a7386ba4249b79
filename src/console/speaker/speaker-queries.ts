import type { ProjectListQuery } from '../components/resource-kit/resource-kind';
import { useResourceDetail, useResourcePage, withProject } from '../components/resource-kit/resource-queries';
import { speakerApi } from './speaker-api';

/** Query keys of speaker data, with the visit role in each (another role sees other projects). */
export const SPEAKER_KEYS = {
  all: ['speakers'] as const,
  detail: (role: string, id: string) => ['speakers', role, 'detail', id] as const,
};

/** The project's page for the speaker list. */
export const useSpeakerPage = (query: ProjectListQuery) =>
  useResourcePage(SPEAKER_KEYS.all, withProject(speakerApi.page), query);

export const useSpeakerDetail = (id: string) => useResourceDetail(SPEAKER_KEYS.all, speakerApi.detail, id);
