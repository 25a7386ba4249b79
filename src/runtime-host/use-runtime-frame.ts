import { useLayoutEffect, useRef, useState } from 'react';
import type { EditorToRuntime } from '../shared/runtime-protocol/messages';
import { editorRuntimeUrl } from '../shared/runtime-protocol/runtime-url';
import { createSessionToken } from '../shared/runtime-protocol/token';
import { connectRuntimeFrame, RUNTIME_SANDBOX, type RuntimeFrame } from './runtime-frame';

/**
 * Connects an iframe to a runtime: a fresh token per iframe, the handshake, and `init` with the
 * state `initPayload` gives at that moment (read through a ref, so it is always the latest).
 * Returns the iframe's src and ref, and the connection once the iframe is mounted.
 */
export function useRuntimeFrame(initPayload: () => EditorToRuntime['init']) {
  const [token] = useState(createSessionToken);
  const iframe = useRef<HTMLIFrameElement>(null);
  const latestInit = useRef(initPayload);
  latestInit.current = initPayload;
  const [frame, setFrame] = useState<RuntimeFrame | null>(null);

  useLayoutEffect(() => {
    const target = iframe.current?.contentWindow;
    if (!target) return;
    const connection = connectRuntimeFrame({
      token,
      target,
      src: editorRuntimeUrl(token),
      sandbox: RUNTIME_SANDBOX,
      initPayload: () => latestInit.current(),
    });
    setFrame(connection);
    return () => {
      connection.close();
      setFrame(null);
    };
  }, [token]);

  return { src: editorRuntimeUrl(token), iframe, frame };
}
