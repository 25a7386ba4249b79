import type { PermittedRow } from '../../../shared/api/resource-permissions';

/** A row of a project's content list (an action, a hot word list, a fallback set…). */
export type ContentRow = PermittedRow & {
  id: string;
  name: string;
  enabled: boolean;
  ownerName: string | null;
  updatedAt: string;
};

/** What the list's row actions call: the area wires them to its API and dialogs. */
export type ContentAction = 'open' | 'toggle' | 'tags' | 'share' | 'delete';
