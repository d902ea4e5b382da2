// Where Chromium is: CHROME_PATH, else the usual Debian and Chrome locations.
import { existsSync } from 'node:fs';

export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
  return candidates.find((c): c is string => Boolean(c) && existsSync(c!));
}

/**
 * Headless Chromium 156 still loads the address bar's WebUI popups (chrome://omnibox-popup.top-chrome/) in a renderer
 * process for every window, and each browser context is a window: about 1.2 s of CPU each, more than the page tested.
 * The browser tests have no address bar, so those features are off.
 *
 * The back-forward cache is off too: to keep the page it leaves in its process, Chromium loads the next document of a
 * tab in a new renderer process, so a test's page.goto() started a process and loaded the site's code cold again
 * (about:blank and back: 1.16 core-s with it, 0.32 without). The e2e files: 593 core-s with it, 517 without. No test
 * reads a page back from that cache: the router's Back and Forward stay within one document.
 */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-dev-shm-usage', '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,BackForwardCache'
];
