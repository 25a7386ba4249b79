/** The remote view of one robot (远程查看), by the `device` search parameter. */
export const REMOTE_VIEW_PATH = '/home/remote-monitoring/remote-view';

export const remoteViewOf = (deviceId: string) =>
  `${REMOTE_VIEW_PATH}?${new URLSearchParams({ device: deviceId })}`;
