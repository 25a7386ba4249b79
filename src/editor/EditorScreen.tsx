import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { App, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { feedback } from '../console/app/feedback';
import { DisabledArea } from '../console/permissions/DisabledArea';
import { ViewOnlyNotice } from '../console/permissions/ViewOnlyNotice';
import { EditorTutorial } from '../console/tutorial/EditorTutorial';
import type { CanvasRuntime } from '../runtime-host/canvas-runtime';
import type { ScreenDocument } from '../shared/screen/document';
import { findNode } from '../shared/screen/operations/find';
import { ConflictDialog } from './autosave/ConflictDialog';
import type { DraftMeta } from './autosave/draft-log';
import { useEditorPersistence } from './autosave/use-editor-persistence';
import { canvasInit } from './canvas/canvas-init';
import { EditorCanvas } from './canvas/EditorCanvas';
import { useCanvasDrop } from './canvas/use-canvas-drop';
import { paletteEntryByKey } from './dnd';
import styles from './EditorScreen.module.css';
import { exportPagesAsPng } from './export/png-export';
import { useEditorShortcuts } from './keyboard/use-editor-shortcuts';
import { openingPageId } from './opening/opening-page';
import { PageList } from './pages/PageList';
import { ModulesPanel } from './palette/ModulesPanel';
import { ControlList } from './panels/ControlList';
import { LayerOutline } from './panels/LayerOutline';
import { PropertyPanel } from './panels/PropertyPanel';
import { PreviewDialog } from './preview/PreviewDialog';
import { createEditorSession, EditorSessionProvider } from './session/editor-session';
import { createEditorStore, EditorStoreProvider } from './store/editor-store';
import { TemplatePicker } from './templates/TemplatePicker';
import { EditorToolbar, type ExportScope } from './toolbar/EditorToolbar';

/** What an editor session opens with: the server's configuration, or a restored local draft. */
export interface EditorStart {
  projectId: string;
  configurationId: string;
  name: string;
  doc: ScreenDocument;
  serverVersion: number;
  /** Set when the session continues an unsaved local draft. */
  restoredFrom: DraftMeta | null;
  /** Where to open (the publish screen links to a problem's page and element). */
  pageId?: string;
  nodeId?: string;
  /** Why the caller may only view this configuration (null when they may edit it). */
  readOnly: string | null;
}

function openSession(start: EditorStart, canvasRuntime: CanvasRuntime) {
  const found = start.nodeId ? findNode(start.doc, start.nodeId) : undefined;
  const store = createEditorStore(
    {
      doc: start.doc,
      pageId: openingPageId(start.doc, start),
      projectId: start.projectId,
      configurationId: start.configurationId,
      name: start.name,
      serverVersion: start.serverVersion,
      saveStatus: start.restoredFrom ? 'dirty' : 'saved',
      readOnly: start.readOnly,
    },
    { onProblem: feedback.warning },
  );
  if (found) store.commands.select([found.node.id]);
  // The canvas's runtime draws the document while the editor builds its panels.
  canvasRuntime.show(() => canvasInit(store));
  return createEditorSession(store);
}

export interface EditorScreenProps {
  start: EditorStart;
  /** The configuration list of the project (`…/ui-configuration`). */
  listPath: string;
  navigate: (path: string) => void;
  /** The canvas's runtime, started while the configuration was fetched. */
  canvasRuntime: CanvasRuntime;
}

/** The screen editor: toolbar; pages and palettes on the left; the canvas; properties on the right. */
export function EditorScreen({ start, listPath, navigate, canvasRuntime }: EditorScreenProps) {
  const [session] = useState(() => openSession(start, canvasRuntime));
  const { store } = session;
  useEffect(() => session.start(), [session]);
  useEditorShortcuts(store);
  const { readOnly } = start;
  const { conflict, resolveConflict } = useEditorPersistence(session, {
    readOnly: readOnly !== null,
    restoredFrom: start.restoredFrom,
    openConfiguration: (id) => navigate(`${listPath}/${id}`),
  });
  const drop = useCanvasDrop(session);
  const pointer = useSensor(PointerSensor, { activationConstraint: { distance: 4 } });
  // Nothing is dragged into a view-only session.
  const sensors = useSensors(readOnly ? null : pointer);
  const dragging = useStore(session.drop, (state) => state.dragging);
  const [previewing, setPreviewing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const { message } = App.useApp();

  /** Leaving for another screen of this configuration: save first, so it sees the latest. */
  const leaveTo = async (path: string) => {
    if (store.getState().saveStatus !== 'saved') await store.commands.save();
    navigate(path);
  };

  const exportPng = async (scope: ExportScope) => {
    const { doc, pageId, name } = store.getState();
    setExporting(true);
    const hide = message.loading(scope === 'all' ? '正在导出全部页面…' : '正在导出当前页面…', 0);
    try {
      const pageIds = scope === 'all' ? doc.pages.map((page) => page.id) : [pageId];
      const count = await exportPagesAsPng(session.renderer, doc, name, pageIds);
      feedback.success(
        `已导出 ${count} 张 PNG（${doc.global.screenSize.width} × ${doc.global.screenSize.height}）`,
      );
    } catch (error) {
      feedback.error(`导出失败：${error instanceof Error ? error.message : String(error)}`);
    } finally {
      hide();
      setExporting(false);
    }
  };

  const { configurationId } = start;
  return (
    <EditorStoreProvider store={store}>
      <EditorSessionProvider session={session}>
        <DndContext sensors={sensors} {...drop}>
          <div
            className={readOnly ? `${styles.screen} ${styles.viewOnly}` : styles.screen}
            data-tour="editor"
          >
            <EditorToolbar
              onBack={() => void leaveTo(listPath)}
              onPreview={() => setPreviewing(true)}
              onExport={(scope) => void exportPng(scope)}
              exporting={exporting}
              onOpenSettings={() => void leaveTo(`${listPath}/globalSetting/${configurationId}`)}
              onPublish={() => void leaveTo(`${listPath}/publish/${configurationId}`)}
            />
            {readOnly && (
              <ViewOnlyNotice
                banner
                className={styles.banner}
                reason={readOnly}
                description="可以查看页面、图层和属性，也可以预览和导出；修改、保存和发布不可用。"
              />
            )}
            <aside className={styles.left} data-tour="editor-left">
              <div className={styles.pages}>
                <PageList />
              </div>
              <Tabs
                className={styles.tabs}
                size="small"
                items={[
                  { key: 'modules', label: '模块', children: <ModulesPanel /> },
                  {
                    key: 'templates',
                    label: '模版',
                    children: (
                      <DisabledArea disabled={readOnly !== null}>
                        <TemplatePicker />
                      </DisabledArea>
                    ),
                  },
                  { key: 'layers', label: '图层', children: <LayerOutline /> },
                ]}
              />
            </aside>
            <main className={styles.centre} data-tour="editor-canvas">
              <EditorCanvas runtime={canvasRuntime} />
            </main>
            <aside className={styles.right} data-tour="editor-right">
              {/* A view-only session reads every field, changes none. */}
              <DisabledArea disabled={readOnly !== null}>
                <Tabs
                  className={styles.tabs}
                  size="small"
                  items={[
                    { key: 'properties', label: '属性', children: <PropertyPanel /> },
                    { key: 'controls', label: '屏幕控件', children: <ControlList /> },
                  ]}
                />
              </DisabledArea>
            </aside>
          </div>
          <DragOverlay dropAnimation={null}>
            {dragging && <div className={styles.dragChip}>{paletteEntryByKey(dragging)?.name}</div>}
          </DragOverlay>
        </DndContext>
        <PreviewDialog open={previewing} onClose={() => setPreviewing(false)} />
        <ConflictDialog conflict={conflict} onChoose={resolveConflict} />
        {/* The tour teaches building a screen: not for a viewer. */}
        {!readOnly && <EditorTutorial />}
      </EditorSessionProvider>
    </EditorStoreProvider>
  );
}
