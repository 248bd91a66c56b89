import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrModulesPath } from '../../../../src/core/qr/qr-path';

describe('qrModulesPath', () => {
  it('draws one rectangle per horizontal run of dark modules, row by row', () => {
    const modules = [
      [true, true, false, true],
      [false, false, false, false],
      [false, true, true, true],
    ];
    expect(qrModulesPath(modules)).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('shifts every run by the quiet zone', () => {
    expect(QR_QUIET_ZONE).toBe(4);
    expect(qrModulesPath([[false, true]], QR_QUIET_ZONE)).toBe('M5 4h1v1h-1z');
  });

  it('draws nothing for an all-light matrix', () => {
    expect(
      qrModulesPath([
        [false, false],
        [false, false],
      ]),
    ).toBe('');
  });
});
