/**
 * The baseline of `bench/read-path.ts`: a bare Node HTTP process (no framework, no database, no
 * parsing) that answers each captured path with the exact bytes and content type the product
 * server gave for it. What separates the two is the record server's own work.
 */
import http from 'node:http';
import { answerStats } from './child-stats.ts';

export type CapturedAnswer = { path: string; contentType: string; body: string };

const answers = new Map<string, { contentType: string; body: Buffer }>();

process.on('message', (message: { answers?: CapturedAnswer[] }) => {
  if (!message?.answers) return;
  for (const answer of message.answers)
    answers.set(answer.path, {
      contentType: answer.contentType,
      body: Buffer.from(answer.body, 'base64'),
    });
  process.send!({ loaded: answers.size });
});

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'Content-Type': answer.contentType,
    'Content-Length': answer.body.length,
  });
  response.end(answer.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  answerStats();
  process.send!({ url: `http://127.0.0.1:${port}` });
});
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
