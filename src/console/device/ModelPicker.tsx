import { CheckCircleFilled, RobotOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { DEVICE_MODELS, type DeviceModelId } from '../../shared/api/devices';
import styles from './ModelPicker.module.css';
import { formatFen } from './money';

/** What each model is for, as the buyer reads it. */
const MODEL_USES: Record<DeviceModelId, string> = {
  'guide-s1': '展厅导览、迎宾讲解，大屏互动',
  'reception-r2': '前台接待、业务咨询与引导',
  'patrol-p1': '园区与楼宇的安防巡逻',
  'delivery-d3': '楼层间物品配送',
};

export interface ModelPickerProps {
  value: DeviceModelId;
  onChange(model: DeviceModelId): void;
}

/** The models as cards with their monthly price; one is chosen (native radios underneath). */
export function ModelPicker({ value, onChange }: ModelPickerProps) {
  const { token } = theme.useToken();
  return (
    <fieldset
      className={styles.grid}
      aria-label="设备型号"
      style={{ ['--brand' as string]: token.colorPrimary }}
    >
      {DEVICE_MODELS.map((model) => {
        const chosen = model.id === value;
        return (
          <label key={model.id} className={`${styles.card} ${chosen ? styles.chosen : ''}`}>
            <input
              type="radio"
              name="device-model"
              value={model.id}
              checked={chosen}
              onChange={() => onChange(model.id)}
              className={styles.input}
            />
            {chosen && <CheckCircleFilled className={styles.check} style={{ color: token.colorPrimary }} />}
            <Flex vertical gap={6}>
              <RobotOutlined style={{ fontSize: 28, color: token.colorPrimary }} />
              <Typography.Text strong style={{ fontSize: 15 }}>
                {model.name}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12, minHeight: 20 }}>
                {MODEL_USES[model.id]}
              </Typography.Text>
              <span>
                <Typography.Text strong style={{ fontSize: 18, color: token.colorPrimary }}>
                  {formatFen(model.monthlyPrice)}
                </Typography.Text>
                <Typography.Text type="secondary"> /台/月</Typography.Text>
              </span>
            </Flex>
          </label>
        );
      })}
    </fieldset>
  );
}
