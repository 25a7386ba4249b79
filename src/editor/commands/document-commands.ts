import type { ScreenDocument } from '../../shared/screen/document';
import type { EditorCommands } from '../store/editor-store';

/**
 * Takes another document whole (the server's version, chosen in a save conflict) as one undoable
 * step: the designer's own version is one undo away.
 */
export function adoptDocument(commands: Pick<EditorCommands, 'edit'>, document: ScreenDocument): boolean {
  return commands.edit('采用服务器上的版本', (draft) => {
    draft.global = document.global;
    draft.pages = document.pages;
    draft.controls = document.controls;
  });
}
