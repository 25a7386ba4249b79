import { eq } from 'drizzle-orm';
import type { AttributeDataType } from '../../src/shared/api/knowledge-graph';
import type { Database } from '../db/database';
import {
  kgAttributes,
  kgBases,
  kgConcepts,
  kgEntities,
  kgEntityRelations,
  kgEntityValues,
  kgRelations,
} from '../db/schema';
import { storeBuild } from '../kg/build/build-job';
import { compileEntities, schemaPart } from '../kg/build/snapshot';
import { loadSchema } from '../kg/kg-schema';
import { demoProjectOf } from './demo-fleet';

const BASE_NAME = '展馆知识图谱';

type AttributeSeed = [name: string, dataType: AttributeDataType, synonyms?: string[], link?: string];
const CONCEPTS: {
  name: string;
  description: string;
  attributes: AttributeSeed[];
  relations?: [string, string, string[]?][];
}[] = [
  {
    name: '展馆',
    description: '对外开放的场馆',
    attributes: [
      ['门票价格', 'TEXT', ['门票', '票价', '门票费']],
      ['开放时间', 'TEXT', ['开馆时间', '营业时间', '开门时间']],
      ['地址', 'TEXT', ['位置', '地点']],
      ['咨询电话', 'TEXT', ['电话', '联系电话']],
      ['简介', 'TEXT', ['介绍']],
    ],
  },
  {
    name: '展厅',
    description: '展馆中的展厅',
    attributes: [
      ['位置', 'TEXT', ['在哪', '所在位置']],
      ['简介', 'TEXT', ['介绍']],
    ],
    relations: [['所属展馆', '展馆']],
  },
  {
    name: '人物',
    description: '展品的作者与相关人物',
    attributes: [
      ['朝代', 'TEXT', ['年代']],
      ['简介', 'TEXT', ['介绍']],
    ],
  },
  {
    name: '展品',
    description: '馆藏与展出的展品',
    attributes: [
      ['年代', 'TEXT', ['朝代', '时代']],
      ['材质', 'TEXT', ['材料']],
      ['出土地', 'TEXT', ['出土地点', '产地']],
      ['所在展厅', 'LINK', ['在哪个展厅', '展厅'], '展厅'],
      ['简介', 'TEXT', ['介绍']],
    ],
    relations: [['作者', '人物', ['制作者', '创作者', '作者是谁']]],
  },
];

type EntitySeed = {
  concept: string;
  name: string;
  aliases?: string[];
  values: Record<string, string>;
  relations?: [string, string][];
};
export const DEMO_GRAPH_ENTITIES: EntitySeed[] = [
  {
    concept: '展馆',
    name: '星河博物馆',
    aliases: ['本馆', '博物馆', '展馆'],
    values: {
      门票价格:
        '常设展免费（凭预约入场）；特展“丝路瑰宝”成人票60元，学生和60岁以上老人半价，1.2米以下儿童免费',
      开放时间: '周二至周日 9:00-17:00（16:30停止入馆），周一闭馆（法定节假日除外）',
      地址: '滨江大道88号，地铁2号线星河站B出口',
      咨询电话: '0571-8888 6666',
      简介: '一座以中国古代文明与科技为主题的综合性博物馆，共四个常设展厅。',
    },
  },
  {
    concept: '展厅',
    name: '青铜器厅',
    aliases: ['一号厅', '展厅A', 'A厅'],
    values: { 位置: '一层，入口正前方（展厅A）', 简介: '商周青铜礼器与兵器' },
    relations: [['所属展馆', '星河博物馆']],
  },
  {
    concept: '展厅',
    name: '陶瓷厅',
    aliases: ['二号厅', '展厅B', 'B厅'],
    values: { 位置: '一层东侧（展厅B）', 简介: '从唐三彩到明清青花' },
    relations: [['所属展馆', '星河博物馆']],
  },
  {
    concept: '展厅',
    name: '书画厅',
    aliases: ['三号厅'],
    values: { 位置: '二层南侧', 简介: '历代书画与数字长卷' },
    relations: [['所属展馆', '星河博物馆']],
  },
  {
    concept: '展厅',
    name: '古代科技厅',
    aliases: ['四号厅', '科技厅'],
    values: { 位置: '三层', 简介: '天文、计时与机械' },
    relations: [['所属展馆', '星河博物馆']],
  },
  { concept: '人物', name: '张择端', values: { 朝代: '北宋', 简介: '北宋画家，《清明上河图》的作者' } },
  {
    concept: '人物',
    name: '苏颂',
    values: { 朝代: '北宋', 简介: '北宋天文学家、药物学家，主持制造水运仪象台' },
  },
  {
    concept: '展品',
    name: '四羊方尊',
    aliases: ['方尊', '四羊尊', '四只羊的尊', '四只羊'],
    values: {
      年代: '商代晚期',
      材质: '青铜',
      出土地: '湖南宁乡',
      所在展厅: '青铜器厅',
      简介: '四角各塑一只卷角羊，本馆的镇馆之宝（高精度复制品）',
    },
  },
  {
    concept: '展品',
    name: '越王勾践剑',
    values: {
      年代: '春秋晚期',
      材质: '青铜',
      出土地: '湖北江陵',
      所在展厅: '青铜器厅',
      简介: '剑身满饰菱形暗纹，历经两千多年仍锋利',
    },
  },
  {
    concept: '展品',
    name: '唐三彩骆驼载乐俑',
    aliases: ['骆驼载乐俑'],
    values: {
      年代: '唐代',
      材质: '陶',
      出土地: '陕西西安',
      所在展厅: '陶瓷厅',
      简介: '驼背上五位乐俑奏乐，展现丝路风情',
    },
  },
  {
    concept: '展品',
    name: '青花缠枝莲纹梅瓶',
    aliases: ['青花梅瓶'],
    values: { 年代: '明代永乐', 材质: '瓷', 所在展厅: '陶瓷厅', 简介: '青花发色浓艳，缠枝莲纹饱满' },
  },
  {
    concept: '展品',
    name: '清明上河图',
    aliases: ['清明上河图数字长卷'],
    values: {
      年代: '北宋',
      材质: '绢本（数字长卷复原）',
      所在展厅: '书画厅',
      简介: '以数字长卷再现汴京清明时节的繁华',
    },
    relations: [['作者', '张择端']],
  },
  {
    concept: '展品',
    name: '水运仪象台',
    aliases: ['水运仪象台模型'],
    values: {
      年代: '北宋',
      材质: '木、铜（1:5复原模型）',
      所在展厅: '古代科技厅',
      简介: '集观测、演示和报时于一体的天文钟',
    },
    relations: [['作者', '苏颂']],
  },
];

/**
 * The demo project's knowledge graph (展馆知识图谱): a museum, its halls, exhibits with their eras,
 * materials, places and makers, opening hours and ticket prices — built on seed, so the query test
 * answers 「展馆的门票多少钱」 on a fresh start. Written once: a project that has the base keeps
 * what its users made of it.
 */
export async function ensureDemoKnowledgeGraph(tx: Database, tenantId: string, now: Date): Promise<void> {
  const project = await demoProjectOf(tx, tenantId);
  if (!project) return;
  if ((await tx.$count(kgBases, eq(kgBases.projectId, project.id))) > 0) return;
  const [base] = await tx
    .insert(kgBases)
    .values({
      projectId: project.id,
      tenantId,
      name: BASE_NAME,
      description: '星河博物馆的展厅、展品、人物、开放时间与票价',
      createdAt: now,
      updatedAt: now,
      changedAt: now,
    })
    .returning({ id: kgBases.id });
  const conceptIds = new Map<string, string>();
  for (const [index, concept] of CONCEPTS.entries()) {
    const [row] = await tx
      .insert(kgConcepts)
      .values({
        baseId: base.id,
        name: concept.name,
        description: concept.description,
        createdAt: new Date(now.getTime() + index),
      })
      .returning({ id: kgConcepts.id });
    conceptIds.set(concept.name, row.id);
  }
  const attributeIds = new Map<string, string>();
  const relationIds = new Map<string, string>();
  for (const concept of CONCEPTS) {
    const conceptId = conceptIds.get(concept.name) as string;
    for (const [index, [name, dataType, synonyms = [], link]] of concept.attributes.entries()) {
      const [row] = await tx
        .insert(kgAttributes)
        .values({
          baseId: base.id,
          conceptId,
          name,
          dataType,
          synonyms,
          linkConceptId: link ? conceptIds.get(link) : null,
          createdAt: new Date(now.getTime() + index),
        })
        .returning({ id: kgAttributes.id });
      attributeIds.set(`${concept.name}.${name}`, row.id);
    }
    for (const [name, target, synonyms = []] of concept.relations ?? []) {
      const [row] = await tx
        .insert(kgRelations)
        .values({
          baseId: base.id,
          conceptId,
          name,
          targetConceptId: conceptIds.get(target) as string,
          synonyms,
        })
        .returning({ id: kgRelations.id });
      relationIds.set(`${concept.name}.${name}`, row.id);
    }
  }
  const entityIds = new Map<string, string>();
  for (const entity of DEMO_GRAPH_ENTITIES) {
    const [row] = await tx
      .insert(kgEntities)
      .values({
        baseId: base.id,
        conceptId: conceptIds.get(entity.concept) as string,
        name: entity.name,
        aliases: entity.aliases ?? [],
        updatedAt: now,
      })
      .returning({ id: kgEntities.id });
    entityIds.set(entity.name, row.id);
  }
  for (const entity of DEMO_GRAPH_ENTITIES) {
    const entityId = entityIds.get(entity.name) as string;
    for (const [attribute, value] of Object.entries(entity.values)) {
      const link = CONCEPTS.find((concept) => concept.name === entity.concept)?.attributes.find(
        ([name]) => name === attribute,
      )?.[3];
      const linkEntityId = link ? (entityIds.get(value) ?? null) : null;
      await tx.insert(kgEntityValues).values({
        baseId: base.id,
        entityId,
        attributeId: attributeIds.get(`${entity.concept}.${attribute}`) as string,
        value: linkEntityId ?? value,
        linkEntityId,
      });
    }
    for (const [relation, target] of entity.relations ?? []) {
      await tx.insert(kgEntityRelations).values({
        baseId: base.id,
        relationId: relationIds.get(`${entity.concept}.${relation}`) as string,
        fromEntityId: entityId,
        toEntityId: entityIds.get(target) as string,
      });
    }
  }
  const schema = await loadSchema(tx, base.id);
  const entities = (await compileEntities(tx, base.id, DEMO_GRAPH_ENTITIES.length, async () => true)) ?? [];
  await storeBuild(tx, base.id, { ...schemaPart(schema), entities }, now);
}
