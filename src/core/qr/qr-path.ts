/** The quiet zone around a QR, in modules: the QR standard's four, which phone cameras need to find the code. */
export const QR_QUIET_ZONE = 4;

/**
 * SVG path data drawing a QR's dark modules (`modules[row][col]`, true = dark) as one rectangle per horizontal
 * run, shifted by `offset` modules: far shorter than a square per module, and no style attribute to need.
 */
export function qrModulesPath(modules: readonly (readonly boolean[])[], offset = 0): string {
  let path = '';
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x]) x += 1;
      path += `M${start + offset} ${y + offset}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}
