// Where Chromium is: CHROME_PATH, else Debian's headless build of it, else the usual Debian and Chrome locations.
import { existsSync } from 'node:fs';

/**
 * Debian's `chromium-headless-shell`: the same Chromium (its version is the `chromium` package's), built for headless
 * use only. It has no browser window, tab strip or address bar to run beside each page: the suite's browser files
 * (test/e2e) took 40% less CPU in it than in `chromium --headless` (434 core-s against 722, BENCHMARKS.md).
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
  return candidates.find((c): c is string => Boolean(c) && existsSync(c!));
}

/**
 * Headless Chromium 156 still loads the address bar's WebUI popups (chrome://omnibox-popup.top-chrome/) in a renderer
 * process for every window, and each browser context is a window: about 1.2 s of CPU each, more than the page tested.
 * The browser tests have no address bar, so those features are off (the headless shell has none to turn off).
 */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-dev-shm-usage', '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'
];
