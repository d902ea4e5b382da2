// Stand-in for the core's useIsomorphicLayoutEffect: a layout effect in the browser, an effect on the server (where
// neither runs, and React warns of a layout effect).
import { useEffect, useLayoutEffect } from 'react';

export default typeof document === 'undefined' ? useEffect : useLayoutEffect;
