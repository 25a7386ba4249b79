import { HOT_WORD_MSG } from '../../../src/shared/api/hot-words';
import { personalResourceAccess } from '../reveal/personal-resource-access';

export const hotWordAccess = personalResourceAccess('HOT_WORD', HOT_WORD_MSG.notFound);
