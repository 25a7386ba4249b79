import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { SPEAKER_MSG, type SpeakerSummary } from '../../shared/api/speakers';
import { MSG } from '../../shared/messages';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { speakerApi } from './speaker-api';
import { SPEAKER_KEYS } from './speaker-queries';

/**
 * What one can do to a speaker from the list and from its page: enable or disable it, make it
 * the default, delete it. Disabling and deleting ask first; each refreshes the speaker lists.
 */
export function useSpeakerActions({ onDeleted }: { onDeleted?(speaker: SpeakerSummary): void } = {}) {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: SPEAKER_KEYS.all });
    void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
  };

  const toggle = useMutation({
    mutationFn: (speaker: SpeakerSummary) => speakerApi.enable(speaker.id, !speaker.enabled),
    onSuccess: (speaker) => {
      feedback.success(speaker.enabled ? SPEAKER_MSG.enabled : SPEAKER_MSG.disabled);
      refresh();
    },
  });
  const makeDefault = useMutation({
    mutationFn: (speaker: SpeakerSummary) => speakerApi.setDefault(speaker.id),
    onSuccess: () => {
      feedback.success(SPEAKER_MSG.madeDefault);
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: async (speaker: SpeakerSummary) => {
      await speakerApi.remove(speaker.id);
      return speaker;
    },
    onSuccess: (speaker) => {
      feedback.success(MSG.deleted);
      refresh();
      onDeleted?.(speaker);
    },
  });

  return {
    toggle(speaker: SpeakerSummary) {
      if (!speaker.enabled) {
        toggle.mutate(speaker);
        return;
      }
      modal.confirm({
        title: `停用发音人「${speaker.name}」？`,
        content: '停用后机器人不再使用这个声音，可随时重新启用。',
        okText: '停用',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => toggle.mutateAsync(speaker).catch(() => undefined),
      });
    },
    makeDefault: (speaker: SpeakerSummary) => makeDefault.mutate(speaker),
    remove(speaker: SpeakerSummary) {
      modal.confirm({
        title: `删除发音人「${speaker.name}」？`,
        content: '删除后不可恢复，使用它的机器人改用项目的默认发音人。',
        okText: '删除',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: () => remove.mutateAsync(speaker).catch(() => undefined),
      });
    },
    pending: toggle.isPending || makeDefault.isPending || remove.isPending,
  };
}
