import type { ResourceType } from '../../shared/permissions';
import { RemoteSelect, type RemoteSelectProps } from '../components/RemoteSelect';
import { resourceApi } from './resource-api';

/** Free-text tags with suggestions: the tags already used on resources of the type. */
export function TagSelect({
  resourceType,
  ...props
}: Omit<RemoteSelectProps, 'fetchOptions' | 'mode'> & { resourceType: ResourceType }) {
  return (
    <RemoteSelect
      mode="tags"
      placeholder="输入标签后回车，或选择已有标签"
      aria-label="标签"
      tokenSeparators={[',', '，']}
      {...props}
      fetchOptions={async (keyword, signal) =>
        (await resourceApi.tags(resourceType, keyword.trim(), signal)).map((tag) => ({
          label: tag.name,
          value: tag.name,
        }))
      }
    />
  );
}
