// @vitest-environment node
import { execFile } from 'node:child_process';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCode, formatReport } from '../../../src/conformance/format';
import { apiBase, runConformance } from '../../../src/conformance/run';
import { PASSWORD, startApi, type TestApi } from './helpers';

// The conformance kit against the reference API (it must pass) and against servers that are wrong in the ways an
// academy's own backend can be (it must say where, and stop in seconds when there is no academy API at all).

async function serve(listener: RequestListener): Promise<{ origin: string; server: Server }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const json = (res: Parameters<RequestListener>[1], status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** A backend that signs in but answers the user with the wrong types and a list where the client reads a page. */
const wrongShapes: RequestListener = (req, res) => {
  const path = req.url ?? '';
  if (path === '/backend/auth/login')
    return json(res, 200, { message: 'ok', status_text: 'OK', data: { access_token: 't' } });
  if (path === '/backend/user/current')
    return json(res, 200, {
      message: 'ok',
      status_text: 'OK',
      data: { id: true, email: 'a@b.c', roles: [], permissions: [] },
    });
  if (path === '/backend/user/notifications') return json(res, 200, { message: 'ok', status_text: 'OK', data: [] });
  return json(res, 404, { message: 'Not found', status_text: 'Not Found', data: null });
};

describe('the conformance kit', () => {
  let t: TestApi;
  const servers: Server[] = [];
  const TABLE = { status: -1, page: 0, limit: 50, search: '' };
  beforeAll(async () => {
    t = await startApi();
  });
  afterAll(async () => {
    for (const server of servers) server.close();
    await t.close();
  });

  it('passes against the reference API, for a learner, a trainer and an account that is both', async () => {
    for (const user of ['learner', 'trainer', 'both']) {
      const report = await runConformance({ base: t.origin, user, password: PASSWORD });
      expect(report.stopped, user).toBeUndefined();
      expect(
        report.results.filter((result) => result.outcome === 'fail'),
        formatReport(report),
      ).toEqual([]);
      expect(report.results.filter((result) => result.outcome === 'pass').length).toBeGreaterThanOrEqual(10);
      expect(exitCode(report)).toBe(0);
    }
  });

  it('with --allow-writes saves the name unchanged and opens, closes and reads back a ticket; without, writes nothing', async () => {
    const token = await t.login('learner');
    const tickets = async () =>
      JSON.stringify((await t.call('support/ticket/table', { method: 'POST', token, body: TABLE })).body.data);
    const before = await tickets();
    const readOnly = await runConformance({ base: t.origin, user: 'learner', password: PASSWORD });
    expect(readOnly.wrote).toBe(false);
    expect(await tickets(), 'a read-only run').toBe(before);
    expect(formatReport(readOnly)).toContain('(read-only)');

    const report = await runConformance({ base: t.origin, user: 'learner', password: PASSWORD, allowWrites: true });
    expect(
      report.results.filter((result) => result.outcome === 'fail'),
      formatReport(report),
    ).toEqual([]);
    const passed = report.results.filter((result) => result.outcome === 'pass').map((result) => result.route);
    expect(passed).toEqual(
      expect.arrayContaining([
        'PUT user/update/name',
        'POST support/ticket/create',
        'POST support/ticket/create/history',
      ]),
    );
    expect(report.notTried).not.toContain('POST support/ticket/create');
    const user = await t.call<{ name: string }>('user/current', { token });
    expect(user.body.data.name, 'the name is saved as it was').toBe('Layla Learner');
    const opened = report.results.filter((result) => result.route === 'GET support/ticket/get/{ticketNo}').at(-1);
    const ticket = await t.call(opened!.path!, { token });
    expect(JSON.stringify(ticket.body.data)).toContain('Conformance check: closing.');
  });

  it('names the field that differs and the element it would break', async () => {
    const { origin, server } = await serve(wrongShapes);
    servers.push(server);
    const report = await runConformance({ base: origin, user: 'someone', password: 'secret' });
    const text = formatReport(report);
    expect(text).toContain(
      [
        'FAIL  GET user/current  (user/current)',
        '      data.id: Expected a string, but received: true',
        '      data.name: Expected a string, but received: undefined',
        '      would break <academy-login>, <academy-shell>, <academy-profile>',
      ].join('\n'),
    );
    expect(text).toMatch(/FAIL {2}GET user\/notifications .*\n {6}data: Expected an object/);
    expect(text).toMatch(/FAIL {2}GET roles\/current .*\n {6}answered 404, expected 200: Not found/);
    expect(text).toContain('FAIL  GET user/current without a token  (user/current)\n      answered 200, expected 401');
    expect(text).not.toContain('secret');
    expect(exitCode(report)).toBe(1);
  });

  it('reports in Arabic with --lang ar: its own words, the routes, field paths and elements as they are', async () => {
    const { origin, server } = await serve(wrongShapes);
    servers.push(server);
    const report = await runConformance({ base: origin, user: 'someone', password: 'secret', lang: 'ar' });
    const text = formatReport(report);
    expect(text).toContain(`فحص توافق academy-widgets: ${origin}/backend/ (قراءة فقط)`);
    expect(text).toContain(
      [
        'فشل   GET user/current  (user/current)',
        '      data.id: Expected a string, but received: true',
        '      data.name: Expected a string, but received: undefined',
        '      سيتعطل <academy-login>, <academy-shell>, <academy-profile>',
      ].join('\n'),
    );
    expect(text).toMatch(/فشل {3}GET roles\/current .*\n {6}أجاب 404، والمتوقع 200: Not found/);
    expect(text).toContain('فشل   GET user/current بلا رمز دخول  (user/current)');
    const fails = report.results.filter((result) => result.outcome === 'fail').length;
    const digits = (n: number) => String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    expect(text).toContain(`فشل ${digits(fails)}،`);
    expect(text).not.toMatch(/\b(PASS|FAIL|SKIP|passed|failed|would break)\b/);
    const english = formatReport(await runConformance({ base: origin, user: 'someone', password: 'secret' }));
    expect(english.split('\n').length, 'the same lines in both languages').toBe(text.split('\n').length);
  });

  it('stops in seconds on a URL where nothing listens, saying what it tried', async () => {
    const { origin, server } = await serve(() => undefined);
    await new Promise((resolve) => server.close(resolve));
    const started = Date.now();
    const report = await runConformance({ base: origin, user: 'a', password: 'b' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(report.stopped).toBe(`POST ${origin}/backend/auth/login: could not connect (ECONNREFUSED)`);
    expect(exitCode(report)).toBe(2);
  });

  it('stops on a site that is not an academy API, and on one that never answers', async () => {
    const page = await serve((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><title>Shop</title>');
    });
    const silent = await serve(() => undefined);
    servers.push(page.server, silent.server);
    const html = await runConformance({ base: page.origin, user: 'a', password: 'b' });
    expect(html.stopped).toMatch(/answered 200 text\/html, not the academy API's JSON envelope/);
    const started = Date.now();
    const hung = await runConformance({ base: silent.origin, user: 'a', password: 'b', timeoutMs: 300 });
    expect(hung.stopped).toMatch(/no answer within 0\.3 s/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('takes an origin or the API base, and refuses what is not an http(s) URL', () => {
    expect(apiBase('https://academy.example').href).toBe('https://academy.example/backend/');
    expect(apiBase('https://academy.example/portal/backend/').href).toBe('https://academy.example/portal/backend/');
    expect(() => apiBase('academy.example')).toThrow(/not a URL/);
    expect(() => apiBase('ftp://academy.example')).toThrow(/http\(s\)/);
  });

  it('runs as a command: the report on stdout, exit 1 for a failed route, 2 for missing options', async () => {
    const { origin, server } = await serve(wrongShapes);
    servers.push(server);
    const run = (args: string[]) =>
      new Promise<{ code: number; out: string; err: string }>((resolve) => {
        execFile(process.execPath, ['--import', 'tsx', 'src/conformance/cli.ts', ...args], (error, out, err) =>
          resolve({ code: typeof error?.code === 'number' ? error.code : 0, out, err }),
        );
      });
    const [broken, missing, arabic] = await Promise.all([
      run(['--base', origin, '--user', 'u', '--password', 'p']),
      run(['--base', origin]),
      run(['--base', origin, '--user', 'u', '--password', 'p', '--lang', 'ar']),
    ]);
    expect(broken.code).toBe(1);
    expect(broken.out).toContain('FAIL  GET user/current');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--base, --user and --password are required');
    expect(arabic.code).toBe(1);
    expect(arabic.out).toContain('فشل   GET user/current');
  });
});
