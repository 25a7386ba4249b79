import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SPEAKER_MSG, type SpeakerSummary } from '../../shared/api/speakers';
import { feedback } from '../app/feedback';
import { PERMISSION_KEYS } from '../permissions/use-passed-operations';
import { speakerApi } from './speaker-api';
import { SPEAKER_KEYS } from './speaker-queries';

/** 设为默认 from the list and from a speaker's page; the speaker lists are refreshed after. */
export function useMakeDefault() {
  const queryClient = useQueryClient();
  const makeDefault = useMutation({
    mutationFn: (speaker: SpeakerSummary) => speakerApi.setDefault(speaker.id),
    onSuccess: () => {
      feedback.success(SPEAKER_MSG.madeDefault);
      void queryClient.invalidateQueries({ queryKey: SPEAKER_KEYS.all });
      void queryClient.invalidateQueries({ queryKey: PERMISSION_KEYS.all });
    },
  });
  return {
    makeDefault: (speaker: SpeakerSummary) => makeDefault.mutate(speaker),
    pending: makeDefault.isPending,
  };
}
