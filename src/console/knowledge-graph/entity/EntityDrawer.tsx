import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Drawer, Empty, Flex, Form, Input, Select, Skeleton } from 'antd';
import { useRef } from 'react';
import {
  type ConceptAttribute,
  type ConceptRelation,
  dataTypeName,
  entityCreateBody,
} from '../../../shared/api/knowledge-graph';
import { feedback } from '../../app/feedback';
import { zodFieldRule } from '../../project/list/zod-field-rule';
import { KgTour } from '../KgTour';
import { kgApi } from '../kg-api';
import { KG_KEYS, useConcept } from '../kg-queries';
import { EntityPicker } from './EntityPicker';
import { createEntity, type EntityFields, fieldsOfEntity, saveEntityChanges, valueRule } from './entity-form';

export interface EntityDrawerProps {
  kgBaseId: string;
  open: boolean;
  /** The entity to edit; null: a new entity of `conceptId`. */
  entityId: string | null;
  conceptId: string | null;
  onClose(): void;
  onSaved(entityId: string): void;
}

const shape = entityCreateBody.shape;
const EMPTY: EntityFields = { name: '', aliases: [], description: '', values: {}, targets: {} };

/** What Form.Item hands its control. */
interface ControlProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The input of a value by its data type; the rule is the server's check (knowledge-graph-values). */
function ValueInput({
  attribute,
  kgBaseId,
  entityId,
  ...control
}: ControlProps & { attribute: ConceptAttribute; kgBaseId: string; entityId: string | null }) {
  const label = `${attribute.name}（${dataTypeName(attribute.dataType)}）`;
  const text = control as { value?: string; onChange?: (event: unknown) => void };
  if (attribute.dataType === 'LINK' && attribute.linkConceptId) {
    return (
      <EntityPicker
        {...control}
        kgBaseId={kgBaseId}
        conceptId={attribute.linkConceptId}
        exceptId={entityId ?? undefined}
        allowClear
        aria-label={label}
      />
    );
  }
  if (attribute.dataType === 'BOOLEAN') {
    return (
      <Select
        {...control}
        allowClear
        aria-label={label}
        options={[{ value: '是' }, { value: '否' }]}
        placeholder="是 / 否"
      />
    );
  }
  const placeholder = {
    DATE: '如 2024-05-01',
    NUMBER: '如 60',
    PICTURE: 'https://…/图片.jpg',
    URL: 'https://',
  }[attribute.dataType as string];
  return <Input {...text} aria-label={label} maxLength={2000} placeholder={placeholder} />;
}

/** 新建实体 / 编辑实体: name, aliases, a value per attribute of its concept, targets per relation. */
export function EntityDrawer({ kgBaseId, open, entityId, conceptId, onClose, onSaved }: EntityDrawerProps) {
  const [form] = Form.useForm<EntityFields>();
  const queryClient = useQueryClient();
  const valuesRef = useRef<HTMLDivElement>(null);
  const relationsRef = useRef<HTMLDivElement>(null);
  const editing = entityId !== null;
  const concept = useConcept(kgBaseId, open && !editing ? conceptId : null);
  const loaded = useQuery({
    queryKey: [...KG_KEYS.entity(kgBaseId, entityId ?? ''), 'editor'],
    queryFn: async () => {
      const id = entityId as string;
      const [entity, attributes, relations] = await Promise.all([
        kgApi.entity(id),
        kgApi.validAttributes(id),
        kgApi.validOutRelations(id),
      ]);
      return { entity, attributes, relations };
    },
    enabled: open && editing,
    gcTime: 0,
  });
  const attributes: ConceptAttribute[] = editing
    ? (loaded.data?.attributes.map((item) => item.attribute) ?? [])
    : (concept.data?.attributes ?? []);
  const relations: ConceptRelation[] = editing
    ? (loaded.data?.relations.map((item) => item.relation) ?? [])
    : (concept.data?.relations ?? []);
  const ready = editing ? loaded.data !== undefined : concept.data !== undefined;
  const save = useMutation({
    mutationFn: async (fields: EntityFields) => {
      if (!editing) return (await createEntity(conceptId as string, fields, attributes, relations)).id;
      const current = loaded.data;
      if (current) await saveEntityChanges(current.entity.id, fields, current.attributes, current.relations);
      return entityId;
    },
    onSuccess: (id, fields) => {
      feedback.success(
        editing ? `实体「${fields.name.trim()}」已保存` : `实体「${fields.name.trim()}」已创建`,
      );
      onSaved(id);
    },
    // A refused value may follow saved ones: what was saved shows either way.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.content(kgBaseId) });
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
    },
  });
  const title = editing
    ? `编辑实体${loaded.data ? `「${loaded.data.entity.name}」` : ''}`
    : `新建实体${concept.data ? `（${concept.data.name}）` : ''}`;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={600}
      title={title}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={save.isPending} disabled={!ready} onClick={() => form.submit()}>
            {editing ? '保存' : '创建'}
          </Button>
        </Flex>
      }
    >
      {!ready ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Form<EntityFields>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={
            loaded.data
              ? fieldsOfEntity(loaded.data.entity, loaded.data.attributes, loaded.data.relations)
              : EMPTY
          }
          onFinish={(fields) => save.mutate(fields)}
        >
          <Form.Item name="name" label="实体名称" rules={[zodFieldRule(shape.name)]}>
            <Input maxLength={50} showCount placeholder="如：故宫博物院" autoFocus />
          </Form.Item>
          <Form.Item name="aliases" label="别名" extra="用户可能说的其他叫法，如：故宫、紫禁城。">
            <Select
              mode="tags"
              aria-label="别名"
              tokenSeparators={[',', '，', '、']}
              open={false}
              placeholder="输入后回车"
            />
          </Form.Item>
          <Form.Item name="description" label="描述">
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>
          <div ref={valuesRef}>
            <Divider titlePlacement="start" plain>
              属性值
            </Divider>
            {attributes.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这个概念还没有属性" />
            )}
            {attributes.map((attribute) => (
              <Form.Item
                key={attribute.id}
                name={['values', attribute.id]}
                label={`${attribute.name}（${dataTypeName(attribute.dataType)}${attribute.linkConceptName ? ` → ${attribute.linkConceptName}` : ''}）`}
                rules={[valueRule(attribute)]}
              >
                <ValueInput attribute={attribute} kgBaseId={kgBaseId} entityId={entityId} />
              </Form.Item>
            ))}
          </div>
          <div ref={relationsRef}>
            <Divider titlePlacement="start" plain>
              关系
            </Divider>
            {relations.length === 0 && (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这个概念还没有关系" />
            )}
            {relations.map((relation) => (
              <Form.Item
                key={relation.id}
                name={['targets', relation.id]}
                label={`${relation.name} → ${relation.targetConceptName}`}
              >
                <EntityPicker
                  mode="multiple"
                  kgBaseId={kgBaseId}
                  conceptId={relation.targetConceptId}
                  exceptId={entityId ?? undefined}
                  aria-label={`${relation.name}的目标实体`}
                />
              </Form.Item>
            ))}
          </div>
        </Form>
      )}
      <KgTour
        flag={editing ? 'tEntityModifyFlag' : 'tEntityCreateFlag'}
        when={open && ready}
        steps={[
          {
            title: editing ? '修改实体' : '新建实体',
            description:
              '实体是概念的一个具体事物，如「景点」下的「故宫博物院」。别名让机器人听懂不同的叫法。',
          },
          {
            title: '属性值',
            description: '每个值都按属性的数据类型检查：数字、日期、网址填错时会提示。',
            target: valuesRef,
          },
          {
            title: '关系',
            description: '只能选择概念允许的关系，目标实体须属于关系的目标概念。',
            target: relationsRef,
          },
        ]}
      />
    </Drawer>
  );
}
