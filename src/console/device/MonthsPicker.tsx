import { Radio } from 'antd';
import { ORDER_MONTHS } from '../../shared/api/devices';

/** 1个月 … 3年: how a period reads on the pay screens. */
export const monthsLabel = (months: number): string =>
  months % 12 === 0 ? `${months / 12}年` : `${months}个月`;

const OPTIONS = ORDER_MONTHS.map((months) => ({ value: months, label: monthsLabel(months) }));

/** The period to buy or renew for, one of ORDER_MONTHS; `label` names it for assistive technology. */
export function MonthsPicker({
  value,
  onChange,
  label,
}: {
  value: number;
  onChange(months: number): void;
  label: string;
}) {
  return (
    <Radio.Group
      optionType="button"
      buttonStyle="solid"
      options={OPTIONS}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={label}
    />
  );
}
