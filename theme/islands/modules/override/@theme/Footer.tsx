// Stand-in for the theme's Footer, which a page that draws its own layout (Layout/Provider) puts at its end: docgen
// draws the site's footer at the page's end when the page rendered this (on the server), so this draws nothing.
import { useIsland } from '../../../context.js';

export default function Footer() {
  const { head } = useIsland();
  if (head) head.footer = true;
  return null;
}
