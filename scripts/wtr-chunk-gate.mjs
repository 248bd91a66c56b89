// @web/test-runner plugin: a browser test holds back or fails the fetch of one source file in its own page only
// (Playwright routing), the way a slow or offline network would, then lets it through (`chunk-gate` command).

/** Per test page: its route matcher (unroute needs the same function) and the requests held back. */
const gates = new Map();

/**
 * `executeServerCommand('chunk-gate', { file, mode })`: `hold` keeps the page's requests for paths containing `file`
 * until `open`; `fail` answers them as a dropped connection; `open` lets held ones go on and routes no more.
 */
export function chunkGatePlugin() {
  return {
    name: 'chunk-gate',
    async executeCommand({ command, payload, session }) {
      if (command !== 'chunk-gate') return undefined;
      const page = session.browser.getPage(session.id);
      const { file, mode } = payload;
      const previous = gates.get(session.id);
      // Held requests go on before their route is removed (removing it hands them on by itself).
      for (const route of previous?.waiting.splice(0) ?? []) await route.continue();
      if (previous) await page.unroute(previous.matches);
      gates.delete(session.id);
      if (mode === 'open') return true;
      const gate = { matches: (url) => url.pathname.includes(file), waiting: [] };
      gates.set(session.id, gate);
      if (mode === 'hold') await page.route(gate.matches, (route) => gate.waiting.push(route));
      if (mode === 'fail') await page.route(gate.matches, (route) => route.abort('internetdisconnected'));
      return true;
    },
  };
}
