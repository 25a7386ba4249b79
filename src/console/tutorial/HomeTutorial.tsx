import type { TourStepProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../session/session-store';
import { GuidedTour } from './GuidedTour';
import { shouldStartTutorial } from './tutorial-rules';
import { readUserRecord, writeUserRecord } from './user-storage';

const SEEN_PREFIX = 'tg';

/** A header element by its data-tour name; missing, the step shows centred (antd types that case apart). */
const target = (name: string) => () =>
  document.querySelector<HTMLElement>(`[data-tour="${name}"]`) as HTMLElement;

const STEPS: TourStepProps[] = [
  {
    title: '从顶部菜单开始',
    description: '首页、项目、运营平台与企业管理都在这里，鼠标移上去即可展开各项功能。',
    target: target('top-menu'),
    placement: 'bottom',
  },
  {
    title: '消息中心',
    description: '认证审核结果、账号与项目共享等通知会出现在这里，数字表示未读消息。',
    target: target('message-bell'),
    placement: 'bottomRight',
  },
  {
    title: '个人中心与身份切换',
    description: '修改头像、昵称、密码和手机号，在企业与个人身份之间切换，或退出登录。',
    target: target('user-menu'),
    placement: 'bottomRight',
  },
];

/**
 * The step-by-step guidance of a new user's first visit home (下一步 through the header's
 * menus, bell and user menu), shown once per user, skippable at any step.
 */
export function HomeTutorial() {
  const userInfo = useSession((state) => state.userInfo);
  const { pathname } = useLocation();
  const enteredHome = useRef(false);
  const [open, setOpen] = useState(false);
  const userId = userInfo?.id ?? null;

  // The front door redirects at once; this page of it is remembered before it goes.
  useEffect(() => {
    if (pathname === '/home') enteredHome.current = true;
  }, [pathname]);

  useEffect(() => {
    if (!userId || open) return;
    const seen = readUserRecord(SEEN_PREFIX, userId) === true;
    const moment = {
      loginTimes: userInfo?.loginTimes ?? 0,
      seen,
      enteredHome: enteredHome.current,
      pathname,
    };
    if (shouldStartTutorial(moment)) setOpen(true);
  }, [userId, userInfo?.loginTimes, pathname, open]);

  const finish = () => {
    if (userId) writeUserRecord(SEEN_PREFIX, userId, true);
    setOpen(false);
  };

  return <GuidedTour open={open} steps={STEPS} onDone={finish} />;
}
