import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './server-process.ts';

/**
 * A TCP link in front of a running product server, on an address of its own, that a test can cut
 * and restore: what the browser sees of a server that stops and starts again, without the
 * seconds a real start costs (loading the server's code, migrations, seed checks).
 *
 * Cut, nothing listens at the address any more (a new connection is refused) and every open
 * connection is dropped on both sides, mid-request or mid-stream, as a killed process drops
 * them: the realtime stream ends, a request on its way gets no answer. Restored, the same
 * address answers again, from the same server and data. Bytes pass through untouched.
 */
export type CuttableLink = {
  url: string;
  cut: () => Promise<void>;
  restore: () => Promise<void>;
  /** Cuts the link for good; the server behind it is left as it is. */
  close: () => Promise<void>;
};

export async function createCuttableLink(target: string): Promise<CuttableLink> {
  const { hostname, port: targetPort } = new URL(target);
  const port = await freePort();
  const open = new Set<Socket>();
  let listener: Server | null = null;

  const pipe = (browserSide: Socket) => {
    const serverSide = connect(Number(targetPort), hostname);
    for (const socket of [browserSide, serverSide]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      // Either side failing ends both, as a dropped connection does.
      socket.on('error', () => undefined);
    }
    browserSide.on('close', () => serverSide.destroy());
    serverSide.on('close', () => browserSide.destroy());
    browserSide.pipe(serverSide);
    serverSide.pipe(browserSide);
  };

  const restore = async () => {
    if (listener) return;
    const server = createServer(pipe);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    listener = server;
  };

  const cut = async () => {
    const server = listener;
    listener = null;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of open) socket.destroy();
    await closed;
  };

  await restore();
  return { url: `http://127.0.0.1:${port}`, cut, restore, close: cut };
}
