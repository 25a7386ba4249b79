import { homepageCreateBody } from '../../shared/api/homepage';

const SUFFIX = ' 副本';
const MAX_NAME = homepageCreateBody.shape.name.maxLength ?? 30;

/** The suggested name of a copy: the original's, shortened if needed, with ' 副本'. */
export const copyName = (name: string): string => `${name.slice(0, MAX_NAME - SUFFIX.length)}${SUFFIX}`;
