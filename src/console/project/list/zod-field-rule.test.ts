import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { projectCreateBody } from '../../../shared/api/projects';
import { zodFieldRule } from './zod-field-rule';

const check = (value: unknown) => {
  const rule = zodFieldRule(projectCreateBody.shape.name) as RuleObject;
  return rule.validator!(rule, value, () => undefined);
};

describe('zodFieldRule', () => {
  it('gives the contract’s messages', async () => {
    await expect(check(undefined)).rejects.toThrow('请输入项目名称');
    await expect(check('   ')).rejects.toThrow('请输入项目名称');
    await expect(check('展'.repeat(31))).rejects.toThrow('项目名称不能超过30个字符');
  });

  it('accepts what the server accepts', async () => {
    await expect(check(` ${'展'.repeat(30)} `)).resolves.toBeUndefined();
  });
});
