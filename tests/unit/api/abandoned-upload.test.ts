// @vitest-environment node
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from './helpers';

describe('an abandoned upload', () => {
  const t = useTestApi();

  it('is logged in one line, without a stack trace, and the server keeps answering', async () => {
    const { hostname, port } = new URL(t.origin);
    // Announces a 10,000-byte body, sends 10 bytes, then drops the connection.
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname, () => {
        socket.write(
          `POST /backend/auth/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"username"`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
    });
    await vi.waitFor(() =>
      expect(t.logs.entries()).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          component: 'api',
          msg: 'upload abandoned',
          method: 'POST',
          route: '/backend/auth/login',
          received: 11,
        }),
      ),
    );
    const lines = t.logs.entries().filter((entry) => entry.msg === 'upload abandoned');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toHaveProperty('err');
    expect(t.logs.entries().filter((entry) => entry.level === 'error')).toEqual([]);
    expect((await t.call('auth/login', { body: { username: 'learner', password: 'Academy#2026' } })).status).toBe(200);
  });
});
