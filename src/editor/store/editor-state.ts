import type { ScreenDocument } from '../../shared/screen/document';
import type { PanelConfig } from '../../shared/screen/panel';

/** `error` is retried later; `refused` (no right to save, or gone) never is. */
export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'error' | 'refused';

/** Everything the editor screen shows. Only `doc` is history; the rest is UI or session state. */
export interface EditorState {
  doc: ScreenDocument;
  /** The page shown in the canvas. */
  pageId: string;
  /** Selected node ids, in selection order; the last one is the panel's. */
  selection: string[];
  hoverId: string | null;
  panel: PanelConfig;
  projectId: string;
  configurationId: string;
  name: string;
  /** The server version this draft started from; a save sends it and the server checks it. */
  serverVersion: number;
  saveStatus: SaveStatus;
  canUndo: boolean;
  canRedo: boolean;
  /** Why the caller may only view this configuration (null when they may edit it). */
  readOnly: string | null;
}

/** What an editor session starts from (a loaded configuration, or a restored local draft). */
export interface EditorInit {
  doc: ScreenDocument;
  pageId?: string;
  projectId: string;
  configurationId: string;
  name: string;
  serverVersion: number;
  saveStatus?: SaveStatus;
  /** Why the session is view-only: every change is refused with it. */
  readOnly?: string | null;
}
