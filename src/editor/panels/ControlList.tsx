import { Switch } from 'antd';
import { CONTROL_DEFINITIONS } from '../../shared/screen/controls';

/** The fixed control list of the robot screen. */
export function ControlList() {
  return (
    <ul>
      {CONTROL_DEFINITIONS.map((control) => (
        <li key={control.id}>
          {control.name}{' '}
          <Switch size="small" disabled={control.locked} defaultChecked={control.defaultValid} />
        </li>
      ))}
    </ul>
  );
}
