// Stand-in for Head in a component: nothing in place (a page's own <Head> in MDX is the page's head, done at build time).

/** Renders nothing. */
export default function Head(_props: { children?: unknown }) {
  return null;
}
