import { describe, expect, it } from 'vitest';
import { fillAnswerVariables, holdsVariables } from './answer-variables';

const template = `我是${'$'}{robotName}，${'$'}{unknown}不变`;

describe('fillAnswerVariables', () => {
  it('writes the robot’s name for its variable and leaves variables it does not know', () => {
    expect(fillAnswerVariables(template, { robotName: '小星' })).toBe(`我是小星，${'$'}{unknown}不变`);
    expect(holdsVariables(template)).toBe(true);
    expect(holdsVariables('展厅九点开门')).toBe(false);
  });
});
