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
 */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run',
  '--disable-dev-shm-usage', '--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'
];
