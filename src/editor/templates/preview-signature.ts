import type { PreviewBase } from './use-template-context';

/**
 * What of a configuration shows in every template preview: screen size, wake word, logo and
 * which controls are on. Previews rendered for one signature serve every configuration that has it.
 */
export function previewSignature({ global, controls }: PreviewBase): string {
  const switches = controls.map((control) => `${control.id}:${control.valid ? 1 : 0}`).join(',');
  return `${global.screenSize.width}x${global.screenSize.height}|${global.wakeWord}|${global.logoUrl}|${switches}`;
}
