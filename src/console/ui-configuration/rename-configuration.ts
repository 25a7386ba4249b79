import type { HomepageConflict, HomepageSaved, HomepageSummary } from '../../shared/api/homepage';
import { ApiFailure } from '../api/answer';
import { feedback } from '../app/feedback';
import { homepageApi } from './homepage-api';

const isConflict = (failure: ApiFailure): failure is ApiFailure & { data: HomepageConflict } =>
  failure.httpStatus === 409 && typeof (failure.data as HomepageConflict | undefined)?.version === 'number';

/** The toasts the request layer would have shown, for a call made quietly. */
const showFailure = (error: unknown) => {
  if (error instanceof ApiFailure && error.kind !== 'cancelled' && error.kind !== 'rejected') {
    feedback.error(error.message);
  }
};

/**
 * Renames a configuration. A rename changes nothing but the name, so when someone saved the
 * configuration since the list was loaded (409), it is applied on top of their version instead of
 * asking the designer to choose between copies.
 */
export async function renameConfiguration(
  configuration: HomepageSummary,
  name: string,
): Promise<HomepageSaved> {
  try {
    return await homepageApi.rename(configuration.id, configuration.version, name, { quiet: true });
  } catch (error) {
    if (error instanceof ApiFailure && isConflict(error)) {
      return homepageApi.rename(configuration.id, error.data.version, name);
    }
    showFailure(error);
    throw error;
  }
}
