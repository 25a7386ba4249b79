import {
  AlertOutlined,
  ClockCircleOutlined,
  KeyOutlined,
  RobotOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { EXPIRY_WARNING_DAYS, type FleetSummary, LOW_BATTERY_PERCENT } from '../../shared/api/devices';
import { formatMagnitude } from '../../shared/format/number';
import { CHART_COLORS } from '../charts/chart-theme';
import { FigureCard } from '../charts/FigureCard';

const [BLUE, TEAL, ORANGE, PURPLE, RED] = CHART_COLORS;

/** The fleet at a glance: robots online, and the counts that ask someone to act. */
export function FleetFigures({ fleet }: { fleet: FleetSummary }) {
  return (
    <>
      <FigureCard
        title="在线机器人"
        value={formatMagnitude(fleet.online)}
        // Every device counts, as in each project's row and its 概览: one denominator everywhere.
        suffix={`/ ${formatMagnitude(fleet.total)}`}
        hint="在线 / 全部设备"
        icon={<RobotOutlined />}
        accent={BLUE}
      />
      <FigureCard
        title="需要关注"
        value={formatMagnitude(fleet.attention.total)}
        suffix="台"
        hint="离线、电量低或激活码到期"
        icon={<AlertOutlined />}
        accent={RED}
      />
      <FigureCard
        title="电量低"
        value={formatMagnitude(fleet.lowBattery)}
        suffix="台"
        hint={`在线且电量低于 ${LOW_BATTERY_PERCENT}%`}
        icon={<ThunderboltOutlined />}
        accent={ORANGE}
      />
      <FigureCard
        title="激活码即将到期"
        value={formatMagnitude(fleet.expiringSoon)}
        suffix="台"
        hint={`${EXPIRY_WARNING_DAYS} 天内到期，请及时续费`}
        icon={<ClockCircleOutlined />}
        accent={PURPLE}
      />
      <FigureCard
        title="待激活"
        value={formatMagnitude(fleet.inactive)}
        suffix="台"
        hint="已购买、尚未在机器人上激活"
        icon={<KeyOutlined />}
        accent={TEAL}
      />
    </>
  );
}
