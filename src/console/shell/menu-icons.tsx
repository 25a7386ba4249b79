import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FundOutlined,
  HighlightOutlined,
  HistoryOutlined,
  HomeOutlined,
  LayoutOutlined,
  ProjectOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SkinOutlined,
  SmileOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { MenuIcon } from '../routes/route-model';

const ICONS: Record<MenuIcon, ReactNode> = {
  home: <HomeOutlined />,
  project: <ProjectOutlined />,
  operation: <FundOutlined />,
  business: <BankOutlined />,
  engine: <ApiOutlined />,
  robot: <RobotOutlined />,
  graph: <ApartmentOutlined />,
  apps: <AppstoreOutlined />,
  layout: <LayoutOutlined />,
  persona: <SkinOutlined />,
  dashboard: <DashboardOutlined />,
  map: <EnvironmentOutlined />,
  book: <ReadOutlined />,
  face: <SmileOutlined />,
  mark: <HighlightOutlined />,
  chart: <BarChartOutlined />,
  history: <HistoryOutlined />,
  user: <UserOutlined />,
  role: <SafetyCertificateOutlined />,
};

/** The drawn icon of a menu entry named in the route table. */
export const menuIcon = (icon: MenuIcon | undefined): ReactNode => (icon ? ICONS[icon] : undefined);
