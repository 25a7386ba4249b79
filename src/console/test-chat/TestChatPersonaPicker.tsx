import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { personaApi } from '../robot-setting/persona-api';
import { useSession } from '../session/session-store';

/** Enough for every persona a project has in practice; the picker lists the enabled ones. */
const PERSONAS_LISTED = 100;

interface TestChatPersonaPickerProps {
  projectId: string;
  /** The persona picked; undefined: the project default's. */
  value: string | undefined;
  onChange: (personaId: string | undefined) => void;
}

/**
 * Which device persona the project-wide test chat answers personality questions as (你是谁…):
 * the project default's, or one the operator picks to try. Hidden when the caller may not list
 * the project's personas.
 */
export function TestChatPersonaPicker({ projectId, value, onChange }: TestChatPersonaPickerProps) {
  const role = useSession((state) => state.visitRole);
  const personas = useQuery({
    queryKey: ['test-chat', 'personas', role, projectId],
    queryFn: () => personaApi.page(projectId, { pageNo: 0, pageSize: PERSONAS_LISTED }, { quiet: true }),
    retry: false,
  });
  if (personas.isError) return null;
  const enabled = personas.data?.content.filter((persona) => persona.enabled) ?? [];
  const projectDefault = enabled.find((persona) => persona.targets.projectDefault);
  return (
    <Select
      aria-label="测试人设"
      style={{ width: 220 }}
      showSearch={{ optionFilterProp: 'label' }}
      loading={personas.isLoading}
      value={value ?? ''}
      onChange={(chosen: string) => onChange(chosen || undefined)}
      options={[
        { value: '', label: `项目默认（${projectDefault?.name ?? '未设定人设'}）` },
        ...enabled.map((persona) => ({ value: persona.id, label: persona.name })),
      ]}
      prefix="人设"
    />
  );
}
