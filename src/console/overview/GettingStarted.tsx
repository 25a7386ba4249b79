import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { ProjectOverview } from '../../shared/api/overview';
import { useMayOpen } from '../routes/route-access';
import styles from './GettingStarted.module.css';
import type { OverviewLinks } from './overview-links';

interface Step {
  title: string;
  text: string;
  action: string;
  to: string;
  done: boolean;
}

function stepsOf(overview: ProjectOverview, links: OverviewLinks): Step[] {
  return [
    {
      title: '购买设备并激活机器人',
      text: '为项目购买激活码，在机器人上输入激活码，它就会出现在设备管理里。',
      action: '购买设备',
      to: links.buyDevices,
      done: overview.devices.total > 0,
    },
    {
      title: '编排应用UI并发布',
      text: '在可视化编辑器里编排机器人屏幕上的页面，发布后机器人即刻显示。',
      action: '编排应用UI',
      to: links.screens,
      done: overview.screensPublished > 0,
    },
    {
      title: '建立问答库',
      text: '录入访客常问的问题和答案，让机器人答得上、答得准。',
      action: '建立问答库',
      to: links.qaLibrary,
      done: overview.qaPairs > 0,
    },
  ];
}

/** A button that is a real link: opens in place, and in a new tab on a modifier or middle click. */
function ButtonLink({ to, primary, children }: { to: string; primary: boolean; children: ReactNode }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button type={primary ? 'primary' : 'default'} href={href} onClick={navigate}>
      {children}
    </Button>
  );
}

/** The empty state of a new project's overview: what to do first, in order, each step a link. */
export function GettingStarted({ overview, links }: { overview: ProjectOverview; links: OverviewLinks }) {
  const mayOpen = useMayOpen();
  return (
    <Card>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        三步让机器人上岗
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        这个项目还没有设备和已发布的屏幕。按下面的顺序完成设置，这里的数据就会动起来。
      </Typography.Paragraph>
      <ol className={styles.steps}>
        {stepsOf(overview, links).map((step, index) => (
          <li key={step.title} className={`${styles.step} ${step.done ? styles.done : ''}`}>
            <Flex align="center" gap={10}>
              <span className={styles.number}>
                {step.done ? <CheckOutlined aria-label="已完成" /> : index + 1}
              </span>
              <Typography.Text strong>{step.title}</Typography.Text>
            </Flex>
            <Typography.Text type="secondary">{step.text}</Typography.Text>
            <div>
              {mayOpen(step.to) ? (
                <ButtonLink to={step.to} primary={!step.done}>
                  {step.action}
                </ButtonLink>
              ) : (
                <Tooltip title="暂无权限，请联系企业管理员开通">
                  <Button disabled>{step.action}</Button>
                </Tooltip>
              )}
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
