// Stand-in for the theme's Navbar, which a page that draws its own layout (Layout/Provider) puts at its top: docgen's
// page has the site's navbar already, so this draws nothing.
export default function Navbar() {
  return null;
}
