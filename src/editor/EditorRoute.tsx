import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { useDeferredValue, useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../console/app/PageLoading';
import { resourceFlags } from '../console/permissions/resource-flags';
import { parseProjectID } from '../console/project/project-id';
import { useProjectDetail } from '../console/project/project-queries';
import type { CanvasRuntime } from '../runtime-host/canvas-runtime';
import type { HomepageDetail } from '../shared/api/homepage';
import { discardDraft, type RecoveredDraft } from './autosave/draft-log';
import { indexedDbDraftStorage } from './autosave/draft-storage';
import { RestoreDraftDialog } from './autosave/RestoreDraftDialog';
import { EditorScreen, type EditorStart } from './EditorScreen';
import { takeCanvasRuntime, takeEditorOpening } from './opening/head-start';
import { type OpeningTarget, openingTargetOf } from './opening/opening-page';

function startFrom(
  detail: HomepageDetail,
  draft: RecoveredDraft | null,
  target: OpeningTarget,
  readOnly: string | null,
): EditorStart {
  const base = { projectId: detail.projectId, configurationId: detail.id, readOnly, ...target };
  return draft
    ? {
        ...base,
        doc: draft.doc,
        name: draft.meta.name,
        serverVersion: draft.meta.serverVersion,
        restoredFrom: draft.meta,
      }
    : { ...base, doc: detail.document, name: detail.name, serverVersion: detail.version, restoredFrom: null };
}

/**
 * /home/project-management/:projectID/ui-configuration/:configuration — loads the configuration,
 * offers back an unsaved local draft when there is one, and opens the screen editor — view-only,
 * saying why, for someone who may see the project but not edit it.
 */
export default function EditorRoute() {
  const { projectID = '', configuration = '' } = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = openingTargetOf(search);
  const projectId = parseProjectID(projectID).id;
  // Whether the session may edit is known before it opens (asked alongside the configuration).
  const project = useProjectDetail(projectId);
  const [decision, setDecision] = useState<{ id: string; start: EditorStart } | null>(null);
  const opened = useQuery({
    queryKey: ['homepage', 'editor', configuration],
    // Begun by the route's head start, while this screen's code was loading.
    queryFn: () => takeEditorOpening(configuration),
    enabled: configuration !== '',
    // The editor owns the document once open: never refetch it under the designer.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  // The canvas's runtime loads while the configuration is fetched (it is another page to load).
  const [started, setStarted] = useState<{ id: string; runtime: CanvasRuntime } | null>(null);
  useEffect(() => {
    const runtime = takeCanvasRuntime(configuration);
    setStarted({ id: configuration, runtime });
    return () => runtime.close();
  }, [configuration]);
  const canvasRuntime = started?.id === configuration ? started.runtime : null;
  // The editor's first render takes a few hundred milliseconds: done in the background, in
  // slices, so that the canvas's runtime is answered as soon as it is ready, not after it.
  const loaded = useDeferredValue(opened.data);
  const listPath = `/home/project-management/${projectID}/ui-configuration`;

  if (opened.isPending || project.isPending || !canvasRuntime) return <PageLoading />;
  if (opened.isError || opened.data.detail.projectId !== projectId) {
    return (
      <Result
        status="warning"
        title="无法打开这个屏幕配置"
        subTitle={opened.error?.message ?? '它不属于当前项目，或已被删除'}
        extra={
          <Button type="primary" onClick={() => navigate(listPath)}>
            返回配置列表
          </Button>
        }
      />
    );
  }
  if (!loaded) return <PageLoading />;
  const { detail } = loaded;
  const readOnly = project.data
    ? resourceFlags('PROJECT', project.data.permissions, project.data.name).reason('editAuth')
    : null;
  // A viewer has no draft of theirs to take back.
  const draft = readOnly ? null : loaded.draft;
  const decided = decision?.id === detail.id ? decision.start : null;
  if (!decided && draft) {
    return (
      <RestoreDraftDialog
        draft={draft}
        server={detail}
        onRestore={() => setDecision({ id: detail.id, start: startFrom(detail, draft, target, readOnly) })}
        onDiscard={() => {
          void discardDraft(indexedDbDraftStorage(), draft.meta);
          setDecision({ id: detail.id, start: startFrom(detail, null, target, readOnly) });
        }}
      />
    );
  }
  const start = decided ?? startFrom(detail, null, target, readOnly);
  return (
    <EditorScreen
      key={detail.id}
      start={start}
      listPath={listPath}
      navigate={navigate}
      canvasRuntime={canvasRuntime}
    />
  );
}
