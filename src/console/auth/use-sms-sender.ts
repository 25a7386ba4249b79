import type { SmsService } from '../../shared/api/uc';
import { MSG } from '../../shared/messages';
import { ucApi } from '../api/uc-api';
import { feedback } from '../app/feedback';
import { smsPrecheck } from './account-rules';
import type { ImageCodeHandle } from './use-image-code';

/** The part of an antd form instance the sender uses: the phone and the image code fields. */
export interface SmsForm {
  getFieldValue(name: 'account' | 'imageCodeContent'): unknown;
  setFieldValue(name: 'imageCodeContent', value: string): void;
}

/**
 * Sends the SMS code of a form for `service`. The server spends the image code on every send,
 * so the captcha is renewed (and its field emptied) whatever the outcome.
 */
export function useSmsSender(
  form: SmsForm,
  captcha: ImageCodeHandle,
  service: SmsService,
): () => Promise<boolean> {
  return async () => {
    const account = String(form.getFieldValue('account') ?? '').trim();
    const imageCodeContent = String(form.getFieldValue('imageCodeContent') ?? '').trim();
    const problem = smsPrecheck(account, imageCodeContent);
    if (problem) {
      feedback.warning(problem);
      return false;
    }
    try {
      await ucApi.sendValidCode({
        account,
        imageCodeContent,
        imageCodeKey: captcha.imageCodeKey ?? '',
        service,
      });
      feedback.success(MSG.smsSent);
      return true;
    } catch {
      return false; // the request layer has shown why
    } finally {
      form.setFieldValue('imageCodeContent', '');
      captcha.refresh();
    }
  };
}
