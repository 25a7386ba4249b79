import { EventEmitter } from 'node:events';
import type { ClusterBus } from '../cluster/cluster-bus';

const CHANNEL = 'device_commands';

/**
 * Tells a robot's open push channel that a command is waiting for it, whichever API process
 * holds the channel: the console's command call (and 停用) rings after storing, the ring goes to
 * every process over the cluster bus, and the channel then reads the device's open commands
 * from the database. So a ring that finds no listener loses nothing (the robot reads them when
 * it connects), and after the bus's connection came back every channel reads once.
 */
export class CommandSignal {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  private constructor(private readonly bus: ClusterBus) {}

  static async over(bus: ClusterBus): Promise<CommandSignal> {
    const signal = new CommandSignal(bus);
    await bus.subscribe<string>(CHANNEL, (deviceIds) => {
      for (const deviceId of deviceIds) signal.emitter.emit(deviceId);
    });
    bus.onResume(() => {
      for (const deviceId of signal.emitter.eventNames()) signal.emitter.emit(deviceId);
    });
    return signal;
  }

  ring(deviceId: string): void {
    this.bus.publish(CHANNEL, [deviceId]);
  }

  /** Calls `listener` at every ring for `deviceId` until the returned function is called. */
  listen(deviceId: string, listener: () => void): () => void {
    this.emitter.on(deviceId, listener);
    return () => this.emitter.off(deviceId, listener);
  }
}
