// Stand-in for the docs layout's sidebar: nothing (docgen's page draws the sidebar).
export default function DocRootLayoutSidebar() {
  return null;
}
