// @vitest-environment jsdom
import '../components/test-support/jsdom-browser';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FallbackPreview } from './FallbackPreview';

afterEach(cleanup);

const answers = [
  { id: 'a', situation: '未识别', text: '这个问题我还在学习' },
  { id: 'b', situation: '未识别', text: '您可以换个说法问我' },
  { id: 'c', situation: '闲聊', text: '和你聊天很开心' },
];
const latest = () => screen.getByTestId('fallback-preview-answer').textContent;

describe('FallbackPreview', () => {
  it('gives the situation’s answers in turn, round and round', () => {
    render(<FallbackPreview answers={answers} mode="IN_TURN" situations={['未识别', '闲聊', '敏感']} />);
    const next = screen.getByRole('button', { name: '下一条回答' });
    const given = [1, 2, 3].map(() => {
      fireEvent.click(next);
      return latest();
    });
    expect(given).toEqual(['这个问题我还在学习', '您可以换个说法问我', '这个问题我还在学习']);
  });

  it('starts the turn again when the answers change, and says nothing without answers', () => {
    const { rerender } = render(<FallbackPreview answers={answers} mode="IN_TURN" situations={['未识别']} />);
    fireEvent.click(screen.getByRole('button', { name: '下一条回答' }));
    fireEvent.click(screen.getByRole('button', { name: '下一条回答' }));
    rerender(<FallbackPreview answers={answers.slice(1)} mode="IN_TURN" situations={['未识别']} />);
    fireEvent.click(screen.getByRole('button', { name: '下一条回答' }));
    expect(latest()).toBe('您可以换个说法问我');
    rerender(<FallbackPreview answers={[]} mode="IN_TURN" situations={['未识别']} />);
    expect(screen.getByRole('button', { name: '下一条回答' })).toHaveProperty('disabled', true);
    expect(screen.getByText('添加回答后可以预览')).toBeTruthy();
  });
});
