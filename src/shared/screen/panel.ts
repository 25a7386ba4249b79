/**
 * The editor's property-panel state (spec section 3, 'panel config'). It is UI state: kept by the
 * editor, never stored with the document and never part of undo history.
 */
export interface PanelConfig {
  /** Id of the selected node, or null when nothing is selected. */
  selected: string | null;
  /** Name of the open panel section (a field key of the selected node's tag). */
  name: string | null;
  /** Index of the open entry of a data-source list, or null. */
  dataIndex: number | null;
  /** Whether the panel should scroll the open section into view on its next render. */
  scrollIntoView: boolean;
}

export const EMPTY_PANEL_CONFIG: PanelConfig = {
  selected: null,
  name: null,
  dataIndex: null,
  scrollIntoView: false,
};
