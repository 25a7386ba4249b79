import { Card, Flex, Tabs } from 'antd';
import { useState } from 'react';
import type { FleetProject } from '../../shared/api/devices';
import { FeedStatusBadge } from './FeedStatusBadge';
import { FleetMap } from './FleetMap';
import type { RobotFilters } from './monitoring-api';
import { useRobots } from './monitoring-queries';
import { RobotFilterBar } from './RobotFilterBar';
import { RobotTable } from './RobotTable';
import type { FeedStatus } from './use-fleet-feed';

/** The robots of the caller's projects as a table or on a floor plan, filtered, live. */
export function RobotsCard({ projects, feed }: { projects: FleetProject[]; feed: FeedStatus }) {
  const [filters, setFilters] = useState<RobotFilters>({});
  const [paging, setPaging] = useState({ pageNo: 0, pageSize: 10 });
  const robots = useRobots(filters, paging.pageNo, paging.pageSize);
  const filtered = Object.values(filters).some((value) => value !== undefined);

  return (
    <Card title="机器人" extra={<FeedStatusBadge status={feed} />}>
      <Flex vertical gap={16}>
        <RobotFilterBar
          projects={projects}
          filters={filters}
          onChange={(next) => {
            setFilters(next);
            setPaging((current) => ({ ...current, pageNo: 0 }));
          }}
        />
        <Tabs
          items={[
            {
              key: 'table',
              label: '列表',
              children: (
                <RobotTable
                  page={robots.data}
                  loading={robots.isLoading}
                  filtered={filtered}
                  onPage={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
                />
              ),
            },
            {
              key: 'map',
              label: '地图',
              children: <FleetMap projects={projects} projectId={filters.projectId} />,
            },
          ]}
        />
      </Flex>
    </Card>
  );
}
