// Colours: parsing the notations a config or a stylesheet uses, WCAG contrast, and the theme's brand colour made readable.

import type { NavbarColours } from '../config/schema.js';

type RGB = [number, number, number];

/** `#1a2b3c`, `#abc`, `rgb(1 2 3)`, `rgb(1, 2, 3)`, `rgba(…)`, `hsl(210 50% 40%)`, `hsl(210, 50%, 40%)` -> 0-255 channels (alpha ignored); undefined for anything else. */
export function parseColour(text: string): RGB | undefined {
  return parseWithAlpha(text)?.rgb;
}

/** parseColour's channels, and the alpha the colour is written with (`rgba(…, 0.6)`, `#rrggbbaa`, `hsl(… / 60%)`; 1 where none). */
function parseWithAlpha(text: string): { rgb: RGB; alpha: number } | undefined {
  const s = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    return { rgb: [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as RGB, alpha: full.length === 8 ? parseInt(full.slice(6), 16) / 255 : 1 };
  }
  const fn = /^(rgba?|hsla?)\(\s*([-\d.]+)(deg)?(%?)\s*[,\s]\s*([\d.]+)(%?)\s*[,\s]\s*([\d.]+)(%?)\s*(?:[,/]\s*([\d.]+)(%?)\s*)?\)$/.exec(s);
  if (!fn) return undefined;
  const [, name, a, , aPct, b, bPct, c, cPct, al, alPct] = fn;
  const alpha = al === undefined ? 1 : Math.min(1, Number(al) / (alPct ? 100 : 1));
  if (name.startsWith('rgb')) {
    const channel = (v: string, pct: string) => Math.round(Math.min(255, Math.max(0, pct ? (Number(v) * 255) / 100 : Number(v))));
    return { rgb: [channel(a, aPct), channel(b, bPct), channel(c, cPct)], alpha };
  }
  if (aPct || !bPct || !cPct) return undefined;
  return { rgb: hslToRgb(((Number(a) % 360) + 360) % 360, Math.min(1, Number(b) / 100), Math.min(1, Number(c) / 100)), alpha };
}

function hslToRgb(h: number, s: number, l: number): RGB {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as RGB;
}

const toHex = (c: RGB) => '#' + c.map((v) => v.toString(16).padStart(2, '0')).join('');

/** WCAG's relative luminance. */
function luminance(c: RGB): number {
  const [r, g, b] = c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours (1 to 21). */
export function contrast(a: RGB, b: RGB): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `share` of `b` in `a` (0: a, 1: b), channel by channel. */
const mix = (a: RGB, b: RGB, share: number): RGB => a.map((v, i) => Math.round(v + (b[i] - v) * share)) as RGB;

const BLACK: RGB = [0, 0, 0];
const WHITE: RGB = [255, 255, 255];

/**
 * The colour, mixed towards black (or white) in small steps until it reads at 4.5:1 (WCAG AA for text) on every one of
 * `backgrounds`, and on its own `tint` laid over the first of them (the soft background of a current sidebar item).
 */
function readable(colour: RGB, backgrounds: RGB[], toward: RGB, tint = 0): RGB {
  for (let share = 0; ; share = Math.min(1, share + 0.02)) {
    const c = mix(colour, toward, share);
    const grounds = tint ? [...backgrounds, mix(backgrounds[0], c, tint)] : backgrounds;
    if (share === 1 || grounds.every((g) => contrast(c, g) >= 4.5)) return c;
  }
}

export const DARK_TEXT = '#1c1e21';

/**
 * A configured text colour made to read at 4.5:1 on its configured background (darkened on a light one, lightened on a
 * dark one): Saleor's announcement, #5865f2 on #e0e3ff (3.6:1). As it is when it reads already, or when either colour
 * is a notation parseColour does not read.
 */
export function readableText(text: string, background: string): string {
  const [fg, bg] = [parseColour(text), parseColour(background)];
  if (!fg || !bg || contrast(fg, bg) >= 4.5) return text;
  return toHex(readable(fg, [bg], luminance(bg) > 0.18 ? BLACK : WHITE));
}

/** `#fafbfc` -> a text colour that reads on it (dark on light, white on dark); undefined for a notation parseColour does not read. */
export function readableOn(background: string | undefined): string | undefined {
  const c = background === undefined ? undefined : parseColour(background);
  if (!c) return undefined;
  return luminance(c) > 0.18 ? DARK_TEXT : '#ffffff';
}

// The theme's surfaces that hold links (theme/styles.css): the page, the soft and code backgrounds, and the version
// banner's amber tint (rgba(230, 167, 0, 0.12)) over the page, in each mode; and the dark navbar's hover.
const BANNER = parseColour('#e6a700')!;
const LIGHT_GROUNDS = ['#ffffff', '#f6f7f9', '#f6f8fa'].map((c) => parseColour(c)!);
LIGHT_GROUNDS.push(mix(LIGHT_GROUNDS[0], BANNER, 0.12));
const DARK_GROUNDS = ['#1b1b1d', '#242526', '#24292e'].map((c) => parseColour(c)!);
DARK_GROUNDS.push(mix(DARK_GROUNDS[0], BANNER, 0.12));
const DARK_NAV_HOVER = parseColour('#3a3b3d')!;

/**
 * `themeConfig.colors` -> the stylesheet that puts the site's colour where the theme has its own: links and accents in
 * each colour mode, their soft tint, the `primary` navbar. Each is the configured colour, darkened (lightened in dark
 * mode) only as far as text in it needs to read at 4.5:1 on the theme's backgrounds.
 */
export function brandCss(colors: { primary: string; primaryDark?: string; navbar?: NavbarColours }): string {
  const light = parseColour(colors.primary)!;
  const dark = parseColour(colors.primaryDark ?? colors.primary)!;
  const link = readable(light, LIGHT_GROUNDS, BLACK, 0.08);
  const darkLink = readable(dark, DARK_GROUNDS, WHITE, 0.12);
  const navBg = readable(light, [WHITE], BLACK);
  const rgba = (c: RGB, a: number) => `rgba(${c.join(', ')}, ${a})`;
  return [
    `:root { --c-primary: ${toHex(link)}; --c-primary-soft: ${rgba(light, 0.08)}; }`,
    `html[data-theme='dark'] { --c-primary: ${toHex(darkLink)}; --c-primary-soft: ${rgba(dark, 0.12)}; }`,
    `.navbar-dark { --nav-hover-fg: ${toHex(readable(dark, [DARK_NAV_HOVER], WHITE))}; }`,
    `.navbar-primary { --nav-bg: ${toHex(navBg)}; }`,
    `html[data-theme='dark'] .navbar-primary { --nav-bg: ${toHex(mix(navBg, BLACK, 0.2))}; }`,
    ...(colors.navbar ? ownNavbarCss(colors.navbar, link, darkLink) : [])
  ].join('\n');
}

/** A navbar of the default style (not `dark` or `primary`), in each colour mode. */
const OWN_NAVBAR = '.navbar:not(.navbar-dark, .navbar-primary)';

/**
 * The navbar's own colours (themeConfig.colors.navbar: tsdoc.org's green) on a navbar of the default style: its
 * background, and its links, title, toggles and search box in a colour that reads on it at 4.5:1 (the configured one,
 * darkened or lightened as far as it needs; else white or near-black); dark mode's where they differ. The current item
 * is the link colour on a light bar, made to read on it, as on the page's; on a dark bar the bar's text, underlined.
 */
function ownNavbarCss({ background, text, backgroundDark, textDark }: NavbarColours, link: RGB, darkLink: RGB): string[] {
  const rules = (scope: string, given: string, written: string | undefined, current: RGB, page: RGB) => {
    // A see-through bar (React Native Elements' `rgba(255, 255, 255, 0.615)` over a blur) as it shows over the page.
    const { rgb, alpha } = parseWithAlpha(given)!;
    const ground = mix(page, rgb, alpha);
    const bg = alpha < 1 ? toHex(ground) : given;
    const fg = written ? readableText(written, bg) : readableOn(bg)!;
    // Its words lighter than the bar (tsdoc.org's white on green): the current item is in them, underlined.
    const lightWords = luminance(parseColour(fg)!) > luminance(ground);
    const dark = luminance(ground) <= 0.18;
    const at = `${scope}${OWN_NAVBAR}`;
    return [
      `${at} { background: ${bg}; border-bottom-color: transparent; }`,
      `${at} :is(.navbar-brand, .navbar-items > .navbar-link, .navbar-dropdown-toggle, .navbar-items > .navbar-html, .color-mode-toggle, .navbar-menu-button) { color: ${fg}; }`,
      `${at} :is(.navbar-items > .navbar-link, .navbar-dropdown-toggle, .color-mode-toggle:not(:disabled)):hover { background: rgba(${parseColour(fg)!.join(', ')}, 0.12); color: ${fg}; }`,
      lightWords ? `${at} .navbar-link.active { color: ${fg}; text-decoration: underline; text-underline-offset: 6px; }` : `${at} .navbar-link.active { color: ${toHex(readable(current, [ground], BLACK))}; }`,
      `${at} :is(.navbar-link, .navbar-dropdown-toggle, .navbar-brand):focus-visible { outline-color: ${fg}; }`,
      // On a dark bar the search box is a lighter shade of it, its words the bar's.
      ...(dark ? [`${at} .search-form { --c-bg-soft: rgba(255, 255, 255, 0.12); --c-border: rgba(255, 255, 255, 0.3); --c-text: ${fg}; --c-text-soft: ${fg}; }`] : [])
    ];
  };
  const light = rules('', background, text, link, WHITE);
  return backgroundDark || textDark ? [...light, ...rules("html[data-theme='dark'] ", backgroundDark ?? background, textDark ?? text, darkLink, DARK_GROUNDS[0])] : light;
}
