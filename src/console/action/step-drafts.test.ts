import { describe, expect, it } from 'vitest';
import { draftsOf, moved, newStep, sameSteps, stepProblem, stepsOf } from './step-drafts';

describe('step drafts', () => {
  it('names what a new step still needs, in the server’s words', () => {
    expect(stepProblem(newStep('SPEAK'))).toBe('请输入播报内容');
    expect(stepProblem(newStep('MOVE_TO'))).toBe('请选择点位');
    expect(stepProblem(newStep('MOTION'))).toBeNull();
    expect(stepProblem({ ...newStep('WAIT'), seconds: 0 } as never)).toBe('等待 1 到 300 秒');
  });

  it('reorders and compares steps by what they say, not by their keys', () => {
    const steps = draftsOf([
      { kind: 'SPEAK', text: '欢迎' },
      { kind: 'MOTION', motion: 'wave' },
      { kind: 'WAIT', seconds: 2 },
    ]);
    const reordered = moved(steps, 2, 0);
    expect(stepsOf(reordered).map((step) => step.kind)).toEqual(['WAIT', 'SPEAK', 'MOTION']);
    expect(sameSteps(steps, draftsOf(stepsOf(steps)))).toBe(true);
    expect(sameSteps(steps, reordered)).toBe(false);
  });
});
