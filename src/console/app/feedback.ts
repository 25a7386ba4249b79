import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { TOAST_SECONDS } from '../../shared/constants';

type Toasts = Pick<MessageInstance, 'success' | 'error' | 'warning' | 'info'>;

/**
 * Toasts for code outside React (the request layer, session actions). Until the app mounts its
 * antd <App>, the static API is used; afterwards the themed instance registered by FeedbackBridge.
 */
let toasts: Toasts = message;

export function registerToasts(instance: Toasts): void {
  toasts = instance;
}

export const feedback = {
  success: (text: string) => toasts.success(text, TOAST_SECONDS),
  error: (text: string) => toasts.error(text, TOAST_SECONDS),
  warning: (text: string) => toasts.warning(text, TOAST_SECONDS),
  info: (text: string) => toasts.info(text, TOAST_SECONDS),
};
