// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $config,
  backendUrl,
  initialConfig,
  isValidApiBase,
  normaliseApiBase,
  setApiBase,
} from '../../../../src/core/config/config';

// §7: every call goes to the product's API host under a 'backend' prefix.

describe('normaliseApiBase', () => {
  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com/', 'https://api.example.com'],
    ['https://api.example.com///', 'https://api.example.com'],
    ['https://api.example.com/backend', 'https://api.example.com'],
    ['https://api.example.com/backend/', 'https://api.example.com'],
    ['https://api.example.com/v2/backend', 'https://api.example.com/v2'],
    ['  https://api.example.com/  ', 'https://api.example.com'],
    ['https://api.example.com/backend-api', 'https://api.example.com/backend-api'],
    ['/api/', '/api'],
  ])('%j → %j', (input, output) => {
    expect(normaliseApiBase(input)).toBe(output);
  });
});

describe('isValidApiBase', () => {
  it.each(['https://api.example.com', 'http://localhost:8080', '/api', 'https://api.example.com/backend'])(
    'accepts %j',
    (value) => {
      expect(isValidApiBase(value)).toBe(true);
    },
  );

  it.each(['ftp://api.example.com', 'javascript:alert(1)', 'data:text/plain,x', 'http://', 'https://exa mple.com'])(
    'rejects %j',
    (value) => {
      expect(isValidApiBase(value)).toBe(false);
    },
  );
});

describe('initialConfig', () => {
  afterEach(() => {
    delete window.AcademyConfig;
  });

  it("defaults to the page's own origin and no chat widget", () => {
    expect(initialConfig()).toEqual({ apiBase: location.origin, chatWidgetUrl: null });
  });

  it('reads window.AcademyConfig.apiBase, normalised', () => {
    window.AcademyConfig = { apiBase: 'https://api.academy.example/backend/' };
    expect(initialConfig().apiBase).toBe('https://api.academy.example');
  });

  it('reads the chat widget URL', () => {
    window.AcademyConfig = { chatWidgetUrl: 'https://chat.example/w.js' };
    expect(initialConfig()).toEqual({ apiBase: location.origin, chatWidgetUrl: 'https://chat.example/w.js' });
  });

  it('ignores an invalid global apiBase and keeps the page origin', () => {
    window.AcademyConfig = { apiBase: 'ftp://files.example' };
    expect(initialConfig().apiBase).toBe(location.origin);
  });

  it('reads a JSON config block (no inline script needed under a strict CSP), which wins over the global', () => {
    window.AcademyConfig = { apiBase: 'https://global.example' };
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'academy-config';
    block.textContent = JSON.stringify({
      apiBase: 'https://api.academy.example/',
      chatWidgetUrl: 'https://chat.example/w.js',
    });
    document.head.append(block);
    try {
      expect(initialConfig()).toEqual({
        apiBase: 'https://api.academy.example',
        chatWidgetUrl: 'https://chat.example/w.js',
      });
    } finally {
      block.remove();
    }
  });

  it.each([
    ['not JSON', '{apiBase:'],
    ['an array', '["https://x.example"]'],
    ['a bad apiBase', '{"apiBase":"javascript:alert(1)"}'],
  ])('ignores a config block holding %s, with a console warning', (_label, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'academy-config';
    block.textContent = text;
    document.head.append(block);
    try {
      expect(initialConfig()).toEqual({ apiBase: location.origin, chatWidgetUrl: null });
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      block.remove();
    }
  });

  it('is what $config starts with', async () => {
    window.AcademyConfig = { apiBase: 'https://api.academy.example', chatWidgetUrl: 'https://chat.example/w.js' };
    vi.resetModules();
    const fresh = await import('../../../../src/core/config/config');
    expect(fresh.$config.get()).toEqual({
      apiBase: 'https://api.academy.example',
      chatWidgetUrl: 'https://chat.example/w.js',
    });
    expect(fresh.backendUrl()).toBe('https://api.academy.example/backend/');
  });
});

describe('setApiBase', () => {
  const initial = $config.get();
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => $config.set(initial));

  it('overrides the API host, normalised', () => {
    setApiBase('https://api.academy.example/backend/');
    expect($config.get().apiBase).toBe('https://api.academy.example');
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the chat widget URL', () => {
    $config.set({ ...initial, chatWidgetUrl: 'https://chat.example/w.js' });
    setApiBase('https://api.academy.example');
    expect($config.get().chatWidgetUrl).toBe('https://chat.example/w.js');
  });

  it('ignores an invalid value with a console warning', () => {
    setApiBase('ftp://files.example');
    expect($config.get()).toEqual(initial);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('ftp://files.example');
  });

  it('ignores empty values silently', () => {
    setApiBase('');
    setApiBase(null);
    setApiBase(undefined);
    expect($config.get()).toEqual(initial);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not notify listeners when the host does not change', () => {
    setApiBase('https://api.academy.example');
    const listener = vi.fn();
    const stop = $config.listen(listener);
    setApiBase('https://api.academy.example/');
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('backendUrl', () => {
  it('is <page origin>/backend/ by default', () => {
    expect(backendUrl({ apiBase: location.origin, chatWidgetUrl: null })).toBe(`${location.origin}/backend/`);
  });

  it('appends /backend/ to a configured host and path', () => {
    expect(backendUrl({ apiBase: 'https://api.academy.example', chatWidgetUrl: null })).toBe(
      'https://api.academy.example/backend/',
    );
    expect(backendUrl({ apiBase: 'https://api.academy.example/v2', chatWidgetUrl: null })).toBe(
      'https://api.academy.example/v2/backend/',
    );
  });

  it('resolves a relative API base against the page', () => {
    expect(backendUrl({ apiBase: '/api', chatWidgetUrl: null })).toBe(`${location.origin}/api/backend/`);
  });

  it('uses the current config', () => {
    const initial = $config.get();
    setApiBase('https://api.academy.example');
    expect(backendUrl()).toBe('https://api.academy.example/backend/');
    $config.set(initial);
  });
});

describe('claimApiBase', () => {
  it('applies an element api-base and restores the previous host on release', async () => {
    const { $config, claimApiBase } = await import('../../../../src/core/config/config');
    const before = $config.get().apiBase;
    const release = claimApiBase('https://academy.example/backend/');
    expect($config.get().apiBase).toBe('https://academy.example');
    release();
    expect($config.get().apiBase).toBe(before);
  });

  it('an invalid value changes nothing and its release is a no-op', async () => {
    const { $config, claimApiBase } = await import('../../../../src/core/config/config');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const before = $config.get().apiBase;
    claimApiBase('ftp://nope')();
    expect($config.get().apiBase).toBe(before);
    expect(warn).toHaveBeenCalledOnce();
  });
});
