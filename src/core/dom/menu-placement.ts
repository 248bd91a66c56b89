/** A box in viewport pixels (the fields of a DOMRect that placement needs). */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Where a menu goes: its top-left corner in viewport pixels. */
export interface MenuPlace {
  top: number;
  left: number;
}

/** Space kept between the menu and its button, and between the menu and the window's edges (px). */
export const MENU_GAP = 4;
export const VIEWPORT_MARGIN = 8;

/**
 * A menu's place next to its button, the way Shoelace's popup does it (flip, then shift): below the button, flipped
 * above when it does not fit below and fits better there; aligned to the button's inline-end edge (left edge in RTL);
 * then shifted so the whole menu stays inside the window.
 */
export function placeMenu(
  anchor: Box,
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
  rtl: boolean,
): MenuPlace {
  const below = anchor.bottom + MENU_GAP;
  const above = anchor.top - MENU_GAP - menu.height;
  const fitsBelow = below + menu.height <= viewport.height - VIEWPORT_MARGIN;
  const roomAbove = anchor.top - MENU_GAP - VIEWPORT_MARGIN;
  const roomBelow = viewport.height - VIEWPORT_MARGIN - below;
  const top = fitsBelow || roomBelow >= roomAbove ? below : above;
  const left = rtl ? anchor.left : anchor.right - menu.width;
  const clamp = (value: number, size: number, limit: number) =>
    Math.max(VIEWPORT_MARGIN, Math.min(value, limit - VIEWPORT_MARGIN - size));
  return {
    top: Math.round(clamp(top, menu.height, viewport.height)),
    left: Math.round(clamp(left, menu.width, viewport.width)),
  };
}
