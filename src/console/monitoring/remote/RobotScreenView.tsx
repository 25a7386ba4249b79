import type { RobotDetail } from '../../../shared/api/monitoring';
import { ReleasedScreenView } from '../../components/ReleasedScreenView';

/**
 * What the robot's screen shows now: the project's released screen at the page the robot
 * reports, scaled into the card. It follows the robot's page as its heartbeats report a new one.
 */
export function RobotScreenView({ robot }: { robot: RobotDetail }) {
  return (
    <ReleasedScreenView
      screen={robot.screen}
      pageId={robot.currentPage}
      title={`${robot.name}的屏幕`}
      height={440}
    />
  );
}
