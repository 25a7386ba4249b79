import { type ControlId, isControlShown } from '../../shared/screen/controls';
import { useScreen } from '../render/screen-context';

/**
 * How an element governed by a control shows: 'on'; 'off' on the robot (render nothing); or
 * 'dimmed' in the editor, so a switched-off element stays visible and selectable.
 */
export function useControl(id: ControlId): 'on' | 'off' | 'dimmed' {
  const { controls, pageType, interactive } = useScreen();
  if (isControlShown(controls, id, pageType === 'MAIN')) return 'on';
  return interactive ? 'dimmed' : 'off';
}
