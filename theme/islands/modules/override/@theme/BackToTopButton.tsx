// Stand-in for the classic theme's BackToTopButton, which a site's own docs layout places (Databend's DocRoot/Layout):
// a round button in the bottom corner, there while the reader scrolls back up a page they are well into, that takes
// them to its top. Drawn by the shell's style sheet (.back-to-top), whose own button gives way to it.
import { useEffect, useRef, useState } from 'react';
import { translate } from '../@docusaurus/Translate.js';

/** How far down (px) the reader must be for the button to show. */
const THRESHOLD = 300;

/**
 * The one button of the page that shows: a site's docs layout is drawn around each of the page's components (see
 * islands.docLayout), each with its button; the first mounted serves, the others stay hidden.
 */
let serving = false;

export default function BackToTopButton() {
  const [shown, setShown] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    if (serving) return undefined;
    serving = true;
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      // Going up, past the threshold: shown; going down, or near the top: hidden.
      setShown(y > THRESHOLD && y < last.current);
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      serving = false;
    };
  }, []);
  const label = translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' });
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      tabIndex={shown ? 0 : -1}
      className={`clean-btn theme-back-to-top-button back-to-top${shown ? ' back-to-top-shown' : ''}`}
      onClick={() => window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })}
    />
  );
}
