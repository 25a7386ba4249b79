import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { MSG } from '../../shared/messages';
import { NoResultIllustration } from './illustrations/NoResultIllustration';
import { RobotPlanetIllustration } from './illustrations/RobotPlanetIllustration';

export type EmptyPlaceholderSize = 'normal' | 'small';
/** `planet`: nothing created yet; `noResult`: a search or filter matched nothing. */
export type EmptyPlaceholderVariant = 'planet' | 'noResult';

export interface EmptyPlaceholderProps {
  /** Defaults to the variant's spec text. */
  text?: ReactNode;
  /** Height of the whole placeholder; the spec's default is 500. */
  height?: number | string;
  size?: EmptyPlaceholderSize;
  variant?: EmptyPlaceholderVariant;
  /** Optional actions under the text, e.g. a "create" button. */
  children?: ReactNode;
}

const DEFAULT_HEIGHT = 500;
const ILLUSTRATION_WIDTH: Record<EmptyPlaceholderSize, number> = { normal: 200, small: 120 };
const DEFAULT_TEXT: Record<EmptyPlaceholderVariant, string> = {
  planet: MSG.emptyRobotPlanet,
  noResult: MSG.emptyResult,
};

/** The empty-list placeholder of project-areas spec section 2, item 4. */
export function EmptyPlaceholder({
  text,
  height = DEFAULT_HEIGHT,
  size = 'normal',
  variant = 'planet',
  children,
}: EmptyPlaceholderProps) {
  const width = ILLUSTRATION_WIDTH[size];
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={size === 'small' ? 8 : 16}
      style={{ height }}
      role="status"
    >
      {variant === 'planet' ? (
        <RobotPlanetIllustration width={width} />
      ) : (
        <NoResultIllustration width={width} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: size === 'small' ? 12 : 14 }}>
        {text ?? DEFAULT_TEXT[variant]}
      </Typography.Text>
      {children}
    </Flex>
  );
}
