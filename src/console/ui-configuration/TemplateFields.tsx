import { LayoutOutlined } from '@ant-design/icons';
import { Form, Segmented } from 'antd';
import { useMemo } from 'react';
import { CATEGORY_NAMES, TEMPLATE_CATEGORIES, type TemplateCategory } from '../../shared/screen/categories';
import { PAGE_TYPE_NAMES } from '../../shared/screen/document';
import { ORIENTATION_NAMES, type Orientation } from '../../shared/screen/orientation';
import { ChoiceTiles } from './ChoiceTiles';
import { startingTemplates, templateVariantName } from './template-choice';

const CATEGORY_OPTIONS = TEMPLATE_CATEGORIES.map((category) => ({
  value: category,
  label: CATEGORY_NAMES[category],
}));

/** The starting template: a category, then one of its main pages in the screen's orientation. */
export function TemplateFields({
  category,
  orientation,
}: {
  category: TemplateCategory;
  orientation: Orientation;
}) {
  const tiles = useMemo(
    () =>
      startingTemplates(category, orientation).map((template) => ({
        value: template.id,
        title: templateVariantName(template),
        subtitle: `${ORIENTATION_NAMES[orientation]}${PAGE_TYPE_NAMES.MAIN}`,
        glyph: <LayoutOutlined style={{ fontSize: 18 }} />,
      })),
    [category, orientation],
  );
  return (
    <>
      <Form.Item name="category" label="模版分类">
        <Segmented options={CATEGORY_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="templateId"
        label="起始模版"
        required
        rules={[{ required: true, message: '请选择起始模版' }]}
        extra="新配置包含所选主页和同一分类的唤醒页，之后可在编辑器中替换或添加页面。"
      >
        <ChoiceTiles options={tiles} columns={orientation === 'vertical' ? 3 : 2} aria-label="起始模版" />
      </Form.Item>
    </>
  );
}
