// Stand-in for @docusaurus/useBrokenLinks: the anchors a React page's code declares (`collectAnchor`, for the parts it
// shows only when chosen) are link targets on that page, as the ids of its elements are (src/islands/index.ts checks
// links to them). `collectLink` has nothing to do: docgen reads the links of the pages it made.
import { useIsland } from '../../../context.js';

export default function useBrokenLinks() {
  const { head } = useIsland();
  return {
    collectAnchor: (id?: string) => void (head && id && (head.anchors ??= []).push(id)),
    collectLink: () => undefined
  };
}
