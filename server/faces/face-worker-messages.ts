import type { FacesFound } from './face-model';

/** A picture sent to the face model's thread. */
export interface FaceJob {
  id: number;
  bytes: Uint8Array;
}

/** The faces in it, or why there are none to tell. */
export type FaceJobAnswer =
  | ({ id: number; width: number; height: number } & FacesFound)
  | { id: number; undecodable: true }
  | { id: number; error: string };
