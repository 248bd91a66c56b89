/**
 * Flags for headless Chromium on these machines (TOOLCHAIN.md): root needs --no-sandbox, and the closed network
 * refuses Chromium's background connections unless they are switched off.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
