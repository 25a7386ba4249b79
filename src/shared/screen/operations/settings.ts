import { type ControlId, controlDefinition } from '../controls';
import type { ScreenDocument, ScreenGlobal } from '../document';
import { ScreenOperationError } from './find';

/** Global settings (screen size, page interval, logo, wake word) and the fixed control list. */

export function updateGlobal(doc: ScreenDocument, changes: Partial<ScreenGlobal>): void {
  Object.assign(doc.global, changes);
}

/** Switches a control on or off; locked controls (the spec's disabled ones) cannot be switched. */
export function setControlValid(doc: ScreenDocument, id: ControlId, valid: boolean): void {
  const definition = controlDefinition(id);
  if (definition.locked) throw new ScreenOperationError(`${definition.name}不能关闭`);
  const control = doc.controls.find((existing) => existing.id === id);
  if (control) control.valid = valid;
  else doc.controls.push({ id, valid, data: structuredClone(definition.defaultData) });
}
