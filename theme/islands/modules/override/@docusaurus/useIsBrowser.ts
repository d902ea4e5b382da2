// Stand-in for useIsBrowser: false on the server and while hydrating (so both renders match), true after.
import { useMounted } from '../../../context.js';

/** Whether the component runs in the browser, mounted. */
export default function useIsBrowser(): boolean {
  return useMounted();
}
