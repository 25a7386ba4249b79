import { useQuery } from '@tanstack/react-query';
import { UC } from '../../shared/api/uc-paths';
import { downloadBlob } from '../api/download';

/**
 * A picture served by uc/v1/user/image (avatars, certification photos) as an object address,
 * fetched once per path and kept: a path never changes meaning. Undefined while loading, on
 * failure, or without a path.
 */
export function useAccountImage(path: string | null | undefined): string | undefined {
  const { data } = useQuery({
    queryKey: ['account-image', path],
    queryFn: async ({ signal }) =>
      URL.createObjectURL(
        await downloadBlob(`${UC.userImage}?path=${encodeURIComponent(path ?? '')}`, { quiet: true, signal }),
      ),
    enabled: !!path,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return data;
}
