import { EventEmitter } from 'node:events';

/**
 * Tells a robot's open push channel that a command is waiting for it. The console's command call
 * rings it after storing the command; the channel then reads the device's open commands from
 * the database, so a ring that finds no listener loses nothing (the robot reads them when it
 * connects). In-process for one instance; several instances need PostgreSQL LISTEN/NOTIFY
 * behind the same two methods.
 */
export class CommandSignal {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  ring(deviceId: string): void {
    this.emitter.emit(deviceId);
  }

  /** Calls `listener` at every ring for `deviceId` until the returned function is called. */
  listen(deviceId: string, listener: () => void): () => void {
    this.emitter.on(deviceId, listener);
    return () => this.emitter.off(deviceId, listener);
  }
}
