import { describe, expect, it } from 'vitest';
import { BRAND_VARIANTS } from '../../../../src/core/brand/variants';
import { matchRoute, type RouteMatch } from '../../../../src/core/navigation/routes';
import { screenFor } from '../../../../demo/host/views';

const route = (path: string) => matchRoute(path) as RouteMatch;
const brand = BRAND_VARIANTS.safe;

// demo/host/features/dashboard.ts: the dashboard in the shell, with the learner/trainer toggle.

describe('demo host screens: dashboard', () => {
  it('puts signed-in routes in one shell that stays across routes; the dashboard adds the toggle', () => {
    const dashboard = screenFor(route('/dashboard'), brand, 'en');
    const shell = dashboard.build();
    expect(shell.localName).toBe('academy-shell');
    expect(shell.hasAttribute('dashboard-toggle')).toBe(true);
    const tickets = screenFor(route('/support/tickets'), brand, 'en');
    expect(tickets.key).toBe(dashboard.key);
    tickets.update?.(shell);
    expect(shell.hasAttribute('dashboard-toggle')).toBe(false);
  });
});
