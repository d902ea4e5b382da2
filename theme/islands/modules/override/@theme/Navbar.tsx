// Stand-in for the theme's Navbar, which a page that draws its own layout (Layout/Provider) puts at its top: docgen
// draws the site's navbar at the page's top when the page rendered this (on the server), so this draws nothing.
import { useIsland } from '../../../context.js';

export default function Navbar() {
  const { head } = useIsland();
  if (head) head.navbar = true;
  return null;
}
