import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Divider, Drawer, Flex, Form, Input, Select, Skeleton, Tag, Typography } from 'antd';
import { useRef } from 'react';
import {
  ATTRIBUTE_DATA_TYPE_INFO,
  type AttributeSpec,
  type ConceptDetail,
  type ConceptLevel,
  conceptCreateBody,
  dataTypeName,
  type RelationSpec,
} from '../../../shared/api/knowledge-graph';
import { feedback } from '../../app/feedback';
import { zodFieldRule } from '../../project/list/zod-field-rule';
import { KgTour } from '../KgTour';
import { kgApi } from '../kg-api';
import { KG_KEYS, useAttributeDataTypes, useConcept } from '../kg-queries';
import { conceptOptions } from './ConceptTree';

interface Fields {
  name: string;
  parentId: string | null;
  description: string;
  attributes: AttributeSpec[];
  relations: RelationSpec[];
}

export interface ConceptDrawerProps {
  kgBaseId: string;
  levels: ConceptLevel[];
  open: boolean;
  /** The concept to edit; null: a new one under `parentId`. */
  conceptId: string | null;
  parentId: string | null;
  onClose(): void;
  onSaved(concept: ConceptDetail): void;
}

const shape = conceptCreateBody.shape;
const NEW_ATTRIBUTE: AttributeSpec = { name: '', dataType: 'TEXT', synonyms: [] };

/** Fields of a saved concept: its own attributes and relations only (inherited ones are its ancestors'). */
const fieldsOf = (concept: ConceptDetail): Fields => ({
  name: concept.name,
  parentId: concept.parentId,
  description: concept.description,
  attributes: concept.attributes
    .filter((item) => !item.inherited)
    .map(({ id, name, dataType, linkConceptId, synonyms }) => ({
      id,
      name,
      dataType,
      linkConceptId,
      synonyms,
    })),
  relations: concept.relations
    .filter((item) => !item.inherited)
    .map(({ id, name, targetConceptId, synonyms }) => ({ id, name, targetConceptId, synonyms })),
});

/** 新建概念 / 编辑概念: name, parent, description, attributes (data types) and relations (to concepts). */
export function ConceptDrawer({
  kgBaseId,
  levels,
  open,
  conceptId,
  parentId,
  onClose,
  onSaved,
}: ConceptDrawerProps) {
  const [form] = Form.useForm<Fields>();
  const queryClient = useQueryClient();
  const existing = useConcept(kgBaseId, open ? conceptId : null);
  const dataTypes = useAttributeDataTypes().data ?? ATTRIBUTE_DATA_TYPE_INFO;
  const attributesRef = useRef<HTMLDivElement>(null);
  const relationsRef = useRef<HTMLDivElement>(null);
  const editing = conceptId !== null;
  const concepts = conceptOptions(levels, conceptId ?? undefined);
  const save = useMutation({
    mutationFn: (fields: Fields) =>
      editing ? kgApi.editConcept(conceptId, fields) : kgApi.createConcept({ kgBaseId, ...fields }),
    onSuccess: (concept) => {
      feedback.success(editing ? '概念已保存' : '概念已创建');
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.content(kgBaseId) });
      void queryClient.invalidateQueries({ queryKey: KG_KEYS.bases });
      onSaved(concept);
    },
  });
  const inherited = existing.data
    ? [...existing.data.attributes, ...existing.data.relations].filter((item) => item.inherited)
    : [];
  const ready = !editing || existing.data !== undefined;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      title={editing ? `编辑概念${existing.data ? `「${existing.data.name}」` : ''}` : '新建概念'}
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
        <Form<Fields>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={
            existing.data
              ? fieldsOf(existing.data)
              : { name: '', parentId, description: '', attributes: [], relations: [] }
          }
          onFinish={(fields) => save.mutate(fields)}
        >
          <Form.Item name="name" label="概念名称" rules={[zodFieldRule(shape.name)]}>
            <Input maxLength={30} showCount placeholder="如：景点、展品、人物" autoFocus />
          </Form.Item>
          <Form.Item name="parentId" label="上级概念" extra="下级概念继承上级概念的属性与关系。">
            <Select allowClear placeholder="无（顶级概念）" options={concepts} aria-label="上级概念" />
          </Form.Item>
          <Form.Item name="description" label="描述">
            <Input.TextArea rows={2} maxLength={200} showCount />
          </Form.Item>

          <div ref={attributesRef}>
            <Divider titlePlacement="start" plain>
              属性
            </Divider>
            <Form.List name="attributes">
              {(items, { add, remove }) => (
                <Flex vertical gap={8}>
                  {items.map((item) => (
                    <AttributeRow
                      key={item.key}
                      index={item.name}
                      dataTypes={dataTypes}
                      concepts={concepts}
                      onRemove={() => remove(item.name)}
                    />
                  ))}
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...NEW_ATTRIBUTE })}>
                    添加属性
                  </Button>
                </Flex>
              )}
            </Form.List>
          </div>

          <div ref={relationsRef}>
            <Divider titlePlacement="start" plain>
              关系
            </Divider>
            <Form.List name="relations">
              {(items, { add, remove }) => (
                <Flex vertical gap={8}>
                  {items.map((item) => (
                    <Flex key={item.key} gap={8} align="start">
                      <Form.Item
                        name={[item.name, 'name']}
                        rules={[{ required: true, whitespace: true, message: '请输入关系名称' }]}
                        style={{ flex: 1, margin: 0 }}
                      >
                        <Input placeholder="关系名称，如：位于" aria-label="关系名称" maxLength={30} />
                      </Form.Item>
                      <Form.Item
                        name={[item.name, 'targetConceptId']}
                        rules={[{ required: true, message: '请选择目标概念' }]}
                        style={{ flex: 1, margin: 0 }}
                      >
                        <Select
                          placeholder="目标概念"
                          aria-label="目标概念"
                          options={conceptOptions(levels)}
                        />
                      </Form.Item>
                      <Form.Item name={[item.name, 'synonyms']} style={{ flex: 1, margin: 0 }}>
                        <Select
                          mode="tags"
                          placeholder="同义词"
                          aria-label="关系同义词"
                          tokenSeparators={[',', '，', '、']}
                          open={false}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label="删除关系"
                        onClick={() => remove(item.name)}
                      />
                    </Flex>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ name: '', synonyms: [] })}
                  >
                    添加关系
                  </Button>
                </Flex>
              )}
            </Form.List>
          </div>

          {inherited.length > 0 && (
            <>
              <Divider titlePlacement="start" plain>
                继承自上级概念
              </Divider>
              <Flex wrap gap={6}>
                {inherited.map((item) => (
                  <Tag key={item.id} bordered={false}>
                    {item.name}
                    {'dataType' in item
                      ? ` · ${dataTypeName(item.dataType)}`
                      : ` → ${item.targetConceptName}`}
                  </Tag>
                ))}
              </Flex>
            </>
          )}
        </Form>
      )}
      <KgTour
        flag={editing ? 'tConceptModifyFlag' : 'tConceptCreateFlag'}
        when={open && ready}
        steps={[
          {
            title: editing ? '修改概念' : '新建概念',
            description: editing
              ? '改名、移动到其他上级概念都不影响已有的实体；改属性的数据类型时，已有的值须符合新类型。'
              : '先起一个名字，再选上级概念：下级概念继承上级的属性与关系。',
          },
          {
            title: '属性',
            description:
              '属性描述这类事物的特征，如门票价格（数字）、开放时间（文本）。"链接"类型的值指向另一个概念的实体。',
            target: attributesRef,
          },
          {
            title: '关系',
            description: '关系连接两个概念，如「展品 —位于→ 展厅」；实体之间只能建立概念允许的关系。',
            target: relationsRef,
          },
        ]}
      />
    </Drawer>
  );
}

function AttributeRow({
  index,
  dataTypes,
  concepts,
  onRemove,
}: {
  index: number;
  dataTypes: { code: string; name: string; hint: string }[];
  concepts: { value: string; label: string }[];
  onRemove(): void;
}) {
  const form = Form.useFormInstance<Fields>();
  const dataType = Form.useWatch(['attributes', index, 'dataType'], form);
  return (
    <Flex gap={8} align="start" wrap>
      <Form.Item
        name={[index, 'name']}
        rules={[{ required: true, whitespace: true, message: '请输入属性名称' }]}
        style={{ flex: '1 1 140px', margin: 0 }}
      >
        <Input placeholder="属性名称，如：门票价格" aria-label="属性名称" maxLength={30} />
      </Form.Item>
      <Form.Item name={[index, 'dataType']} style={{ width: 110, margin: 0 }}>
        <Select
          aria-label="数据类型"
          options={dataTypes.map((type) => ({ value: type.code, label: type.name, title: type.hint }))}
        />
      </Form.Item>
      {dataType === 'LINK' && (
        <Form.Item
          name={[index, 'linkConceptId']}
          rules={[{ required: true, message: '请选择链接到的概念' }]}
          style={{ width: 130, margin: 0 }}
        >
          <Select placeholder="链接到概念" aria-label="链接到概念" options={concepts} />
        </Form.Item>
      )}
      <Form.Item name={[index, 'synonyms']} style={{ flex: '1 1 120px', margin: 0 }}>
        <Select
          mode="tags"
          placeholder="同义词"
          aria-label="属性同义词"
          tokenSeparators={[',', '，', '、']}
          open={false}
        />
      </Form.Item>
      <Button type="text" icon={<DeleteOutlined />} aria-label="删除属性" onClick={onRemove} />
      <Typography.Text type="secondary" style={{ fontSize: 12, flexBasis: '100%', marginTop: -4 }}>
        {dataTypes.find((type) => type.code === dataType)?.hint}
      </Typography.Text>
    </Flex>
  );
}
