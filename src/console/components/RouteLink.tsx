import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface RouteLinkProps {
  /** The route's name as people know it, e.g. 消息中心. */
  name: ReactNode;
  /** Where it points, e.g. /home/message-center. */
  path: string;
}

/**
 * The route link piece of project-areas spec section 2: an antd-styled link that navigates inside
 * the app (modifier-click and middle-click still open a new tab, as a real link does).
 */
export function RouteLink({ name, path }: RouteLinkProps) {
  const href = useHref(path);
  const navigate = useLinkClickHandler<HTMLElement>(path);
  return (
    <Typography.Link href={href} onClick={navigate}>
      {name}
    </Typography.Link>
  );
}
