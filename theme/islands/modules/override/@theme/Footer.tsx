// Stand-in for the theme's Footer, which a page that draws its own layout (Layout/Provider) puts at its end: docgen's
// page has the site's footer already, so this draws nothing.
export default function Footer() {
  return null;
}
