import { useEffect, useState } from 'react';
import type { SystemMode } from '../../shared/api/uc';
import { ucApi } from '../api/uc-api';

/** Asked once per page load: the server's mode does not change while it runs. */
let asked: Promise<SystemMode> | null = null;

function askOnce(): Promise<SystemMode> {
  asked ??= ucApi.systemMode().catch((error: unknown) => {
    asked = null; // a failed ask is tried again by the next screen that needs it
    throw error;
  });
  return asked;
}

/** Whether the server runs in demo mode (codes go to the outbox); undefined until it answers. */
export function useSystemMode(): SystemMode | undefined {
  const [mode, setMode] = useState<SystemMode>();
  useEffect(() => {
    let wanted = true;
    askOnce().then(
      (answer) => wanted && setMode(answer),
      () => undefined, // quiet: without an answer the screen just shows no demo hint
    );
    return () => {
      wanted = false;
    };
  }, []);
  return mode;
}
