// @vitest-environment node
import { connect } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { useTestApi } from './helpers';

describe('an abandoned upload', () => {
  const t = useTestApi();

  it('is logged in one line, without a stack trace, and the server keeps answering', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
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
      expect(warn).toHaveBeenCalledWith('[api] POST /backend/auth/login: upload abandoned after 11 bytes'),
    );
    expect(error).not.toHaveBeenCalled();
    expect((await t.call('auth/login', { body: { username: 'learner', password: 'Academy#2026' } })).status).toBe(200);
  });
});
