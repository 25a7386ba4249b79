import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Pagination, Progress, Spin, Tabs, Tooltip } from 'antd';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** One instance of each widget the dialog shows, as small as it gets. */
const WIDGETS: ReactNode[] = [
  <Modal key="modal" open={false} />,
  <Tabs key="tabs" items={[]} />,
  <Input key="input" tabIndex={-1} allowClear prefix={<SearchOutlined />} />,
  <Button key="button" tabIndex={-1} />,
  <Alert key="alert" />,
  <Pagination key="pagination" size="small" total={0} />,
  <Tooltip key="tooltip">
    <span />
  </Tooltip>,
  <Progress key="progress" type="circle" percent={0} size={8} showInfo={false} />,
  <Spin key="spin" />,
];

/** Room an idle period must still have for one more widget's CSS to be built in it. */
const IDLE_ROOM_MS = 20;

/**
 * Runs `work` in the browser's next idle period; `roomLeft` says whether it still has room for one
 * more widget. Returns the function that cancels it.
 */
function inIdlePeriod(work: (roomLeft: () => boolean) => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    // No idle periods to ask for (Safari): one widget at a time, between tasks.
    const timer = setTimeout(() => {
      let room = true;
      work(() => {
        const hadRoom = room;
        room = false;
        return hadRoom;
      });
    }, 50);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback((deadline) => work(() => deadline.timeRemaining() > IDLE_ROOM_MS));
  return () => cancelIdleCallback(handle);
}

/**
 * antd builds a widget's CSS when its first instance mounts and drops it when the last one
 * unmounts. Opening the media dialog mounts a dozen widgets at once, and building their CSS was
 * a large part of the time before its first thumbnails showed (and again at every opening, since
 * closing drops them). An invisible instance of each keeps their styles: a screen that offers
 * media fields (the editor's inspector, the global settings) mounts one anchor for as long as it
 * is open, not one per field, which would build them again whenever the inspector shows another
 * element. They are mounted in idle periods, as many as each has room for (none in the short gaps
 * between animation frames), so building their CSS never holds up a click or a key press.
 */
export const MediaStyleAnchor = memo(function MediaStyleAnchor() {
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    let count = 0;
    let cancel = () => {};
    const nextIdlePeriod = () => {
      cancel = inIdlePeriod((roomLeft) => {
        while (count < WIDGETS.length && roomLeft()) {
          count += 1;
          flushSync(() => setMounted(count));
        }
        if (count < WIDGETS.length) nextIdlePeriod();
      });
    };
    nextIdlePeriod();
    return () => cancel();
  }, []);
  return (
    <div hidden aria-hidden>
      {WIDGETS.slice(0, mounted)}
    </div>
  );
});
