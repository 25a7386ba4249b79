import type { Program, ProgramInfo } from 'sigma/rendering';

// biome-ignore lint/suspicious/noExplicitAny: a mixin's constructor takes whatever its base takes
type ProgramClass = abstract new (...args: any[]) => Program & { process(...args: any[]): void };

/**
 * A sigma program that sends its items to the GPU only when they changed. Sigma 3 uploads every
 * program's whole array on each frame (twice: for the picture and for picking): 10,000 edges are
 * ~0.6 MB a frame, and while a GPU emulated in software is still drawing the last frame the
 * upload waits for room, on the main thread. Panning changes no item, only the camera.
 */
export function uploadOnChange<Base extends ProgramClass>(base: Base): Base {
  abstract class UploadOnChange extends base {
    /** Bumped whenever the items' array is written or replaced. */
    version = 0;
    /** The version each of the program's buffers (picture, picking) holds. */
    readonly uploaded = new WeakMap<ProgramInfo, number>();

    // biome-ignore lint/suspicious/noExplicitAny: node and edge programs take different arguments
    process(...args: any[]) {
      this.version++;
      super.process(...args);
    }

    reallocate(capacity: number) {
      this.version++;
      super.reallocate(capacity);
    }

    bindProgram(program: ProgramInfo) {
      if (this.uploaded.get(program) !== this.version) {
        this.uploaded.set(program, this.version);
        super.bindProgram(program);
        return;
      }
      // What sigma's bindProgram does, without bufferData: the buffer already holds the items.
      const { gl } = program;
      gl.bindBuffer(gl.ARRAY_BUFFER, program.buffer);
      let offset = 0;
      for (const attribute of this.ATTRIBUTES) offset += this.bindAttribute(attribute, program, offset);
      gl.bindBuffer(gl.ARRAY_BUFFER, null);
    }
  }
  // The base's own class to its users (its constructor and members unchanged).
  return UploadOnChange;
}
