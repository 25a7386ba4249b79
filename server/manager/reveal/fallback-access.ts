import { FALLBACK_MSG } from '../../../src/shared/api/fallback';
import { personalResourceAccess } from './personal-resource-access';

export const fallbackAccess = personalResourceAccess('REVEAL', FALLBACK_MSG.notFound);
