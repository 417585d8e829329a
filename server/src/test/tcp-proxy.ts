import net from 'node:net';

export type TTcpProxy = {
  port: number;
  /** The server goes away: open connections are cut and new ones refused, as when PostgreSQL stops. */
  cut: () => Promise<void>;
  /** The server is back on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/** A TCP proxy in front of `target`, so a test can take the database away from a running server and bring it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TTcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    port,
    cut: stop,
    restore: async () => {
      await listen(port);
    },
    close: stop,
  };
}
