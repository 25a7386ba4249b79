import { Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';

interface GallerySectionProps {
  id: string;
  title: string;
  /** What the component is for and which spec rules it carries. */
  summary: ReactNode;
  children: ReactNode;
}

/** One component family: a heading, a line of context, then its demos in a grid. */
export function GallerySection({ id, title, summary, children }: GallerySectionProps) {
  return (
    <section id={id} style={{ scrollMarginTop: 24 }}>
      <Typography.Title level={4} style={{ marginBottom: 4 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 16 }}>
        {summary}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>{children}</Row>
    </section>
  );
}

interface DemoCardProps {
  title: string;
  /** A short caption under the demo: what to try and what to expect. */
  caption: ReactNode;
  children: ReactNode;
  /** Columns out of 24 on wide screens. */
  span?: number;
}

/** One working demo on a card, with its caption. */
export function DemoCard({ title, caption, children, span = 12 }: DemoCardProps) {
  return (
    <Col xs={24} md={span === 24 ? 24 : 12} lg={span}>
      <Card
        title={title}
        size="small"
        style={{ height: '100%' }}
        styles={{ body: { height: 'calc(100% - 38px)' } }}
      >
        <Flex vertical justify="space-between" gap={16} style={{ height: '100%' }}>
          <div>{children}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {caption}
          </Typography.Text>
        </Flex>
      </Card>
    </Col>
  );
}
