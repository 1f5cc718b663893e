import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Refuses a new connection from an address that already holds `maxPerAddress` open ones (a
 * slow-body or idle-socket flood from one address then cannot exhaust the server's sockets);
 * the address's other connections are served as usual.
 */
export function capConnectionsPerAddress(server: Server, maxPerAddress: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = open.get(address) ?? 0;
    if (count >= maxPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
