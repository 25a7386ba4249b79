import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { SettingTargets } from '../../shared/api/device-settings';
import { feedback } from '../app/feedback';

const noTargets: SettingTargets = { projectDefault: false, deviceIds: [], tags: [] };

/**
 * The draft of a configuration's (or persona's) page: its own part and whom it applies to, reset
 * when the row loads or saves; saving checks the draft with the shared schema first and says the
 * first problem, then saves the whole row.
 */
export function useSettingDraft<Own, Row extends { targets: SettingTargets; name: string }>(options: {
  row: Row | undefined;
  own(row: Row): Own;
  schema: z.ZodType;
  save(row: Row, own: Own, targets: SettingTargets, name: string): Promise<Row>;
  saved: string;
  refreshKey: readonly unknown[];
  onSaved(row: Row): void;
}) {
  const { row } = options;
  const queryClient = useQueryClient();
  const [own, setOwn] = useState<Own | null>(null);
  const [targets, setTargets] = useState<SettingTargets>(noTargets);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the row itself changes
  useEffect(() => {
    if (!row) return;
    setOwn(options.own(row));
    setTargets(row.targets);
  }, [row]);
  const mutation = useMutation({
    mutationFn: ({ loaded, name }: { loaded: Row; name: string }) =>
      options.save(loaded, own ?? options.own(loaded), targets, name),
    onSuccess: (changed) => {
      feedback.success(options.saved);
      void queryClient.invalidateQueries({ queryKey: options.refreshKey });
      options.onSaved(changed);
    },
  });
  const dirty =
    row !== undefined &&
    own !== null &&
    (JSON.stringify(own) !== JSON.stringify(options.own(row)) ||
      JSON.stringify(targets) !== JSON.stringify(row.targets));
  return {
    own,
    setOwn,
    targets,
    setTargets,
    dirty,
    saving: mutation.isPending,
    reset: () => {
      if (!row) return;
      setOwn(options.own(row));
      setTargets(row.targets);
    },
    save: (name = row?.name ?? '') => {
      if (!row || own === null) return;
      const checked = options.schema.safeParse(own);
      if (!checked.success) {
        feedback.warning(checked.error.issues[0]?.message ?? '请检查填写的内容');
        return;
      }
      mutation.mutate({ loaded: row, name });
    },
  };
}
