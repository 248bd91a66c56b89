import { afterEach, describe, expect, it, vi } from 'vitest';
import { contrastRatio, luminance, parseColour, pillColours } from '../../../../src/core/batch/status-colour';

afterEach(() => vi.restoreAllMocks());

const ratio = (a: string, b: string) => contrastRatio(luminance(parseColour(a)!), luminance(parseColour(b)!));

describe('status pill colours (learning §3 status_lbl colour and label)', () => {
  it('uses the colour the server sends per status, with a text colour at ≥ 4.5:1 on it', () => {
    for (const colour of [
      'green',
      'red',
      'orange',
      'blue',
      'grey',
      '#ff0',
      '#7f7f7f',
      '#FFFFFF',
      '#000000',
      '#767676',
    ]) {
      const pill = pillColours(colour)!;
      expect(pill.background).toMatch(/^#[0-9a-f]{6}$/);
      expect(ratio(pill.background, pill.text), colour).toBeGreaterThanOrEqual(4.5);
    }
    expect(pillColours('green')).toEqual({ background: '#008000', text: '#ffffff' });
    expect(pillColours('orange')).toEqual({ background: '#ffa500', text: '#000000' });
    expect(pillColours(' #0A0 ')).toEqual({ background: '#00aa00', text: '#000000' });
  });

  it('gives the neutral pill without a colour, and ignores a malformed one with a console warning (once)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pillColours(null)).toBeNull();
    expect(pillColours('')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    for (const bad of ['#12', 'rgb(0,0,0)', 'javascript:alert(1)', 'url(x)', 'reddish'])
      expect(pillColours(bad), bad).toBeNull();
    expect(pillColours('reddish')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
    expect(String(warn.mock.calls[0]![0])).toContain('#12');
  });
});
