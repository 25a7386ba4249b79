import { Flex, Spin } from 'antd';

/** Shown while a screen's code or the session's menus are on their way. */
export function PageLoading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 320, width: '100%' }}>
      <Spin size="large" />
    </Flex>
  );
}
