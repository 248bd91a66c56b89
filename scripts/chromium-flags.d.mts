/** See chromium-flags.mjs (plain JS so the browser-test config can load it without a compiler). */
export declare const CHROMIUM_FLAGS: readonly string[];
