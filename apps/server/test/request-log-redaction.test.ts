import { describe, expect, it } from 'vitest';
import { serverWithOperator } from './test-server.ts';
import { rawRequest } from './api-failure.ts';

// File tokens in `?token=` are credentials: the request log keeps the URL without them.
const ctx = serverWithOperator();

async function logsWith(mark: string) {
  await ctx.server.core.logs.flush();
  return (await ctx.ops.logs.getList(1, 10, { filter: `data.url ~ "${mark}"` })).items;
}

describe('the request log', () => {
  it('redacts a file token in the URL and keeps the rest of it', async () => {
    const token = await ctx.ops.files.getToken();
    const mark = `marca${Date.now()}`;
    const url = `/api/files/companies/rmbcompanygolfo/nada.pdf?mark=${mark}&token=${token}&thumb=0x0`;
    await rawRequest(ctx.server.url + url);
    const [log] = await logsWith(mark);
    expect(log).toBeDefined();
    const logged = JSON.stringify(log);
    expect(logged).not.toContain(token);
    expect(log!.data.url).toBe(
      `/api/files/companies/rmbcompanygolfo/nada.pdf?mark=${mark}&token=REDACTED&thumb=0x0`,
    );
    expect(log!.message).toContain('token=REDACTED');
  });

  it('redacts every token parameter, however it is spelled', async () => {
    const mark = `marca${Date.now()}b`;
    await rawRequest(`${ctx.server.url}/api/health?Token=abc.def&mark=${mark}&token=x%2Ey`);
    const [log] = await logsWith(mark);
    expect(log!.data.url).toBe(`/api/health?Token=REDACTED&mark=${mark}&token=REDACTED`);
  });
});
