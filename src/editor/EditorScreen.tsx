import { Tabs } from 'antd';
import { useState } from 'react';
import { feedback } from '../console/app/feedback';
import type { HomepageDetail } from '../shared/api/homepage';
import { EditorCanvas } from './canvas/EditorCanvas';
import styles from './EditorScreen.module.css';
import { ModulePalette } from './palette/ModulePalette';
import { ControlList } from './panels/ControlList';
import { LayerOutline } from './panels/LayerOutline';
import { PropertyPanel } from './panels/PropertyPanel';
import { createEditorStore, EditorStoreProvider } from './store/editor-store';
import { TemplatePicker } from './templates/TemplatePicker';

export interface EditorScreenProps {
  detail: HomepageDetail;
}

/** The screen editor: toolbar, pages and palettes on the left, the canvas, properties on the right. */
export function EditorScreen({ detail }: EditorScreenProps) {
  const [store] = useState(() =>
    createEditorStore(
      {
        doc: detail.document,
        projectId: detail.projectId,
        configurationId: detail.id,
        name: detail.name,
        serverVersion: detail.version,
      },
      { onProblem: feedback.warning },
    ),
  );
  return (
    <EditorStoreProvider store={store}>
      <div className={styles.screen}>
        <header className={styles.toolbar}>{detail.name}</header>
        <aside className={styles.left}>
          <Tabs
            items={[
              { key: 'modules', label: '模块', children: <ModulePalette /> },
              { key: 'templates', label: '模版', children: <TemplatePicker /> },
              { key: 'layers', label: '图层', children: <LayerOutline /> },
            ]}
          />
        </aside>
        <main className={styles.centre}>
          <EditorCanvas />
        </main>
        <aside className={styles.right}>
          <PropertyPanel />
          <ControlList />
        </aside>
      </div>
    </EditorStoreProvider>
  );
}
