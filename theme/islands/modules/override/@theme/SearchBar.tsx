// Stand-in for the theme's SearchBar in a site's component (CrowdSec's home page puts one under its title): docgen's
// search box, over the site's own index. Nothing where the site has no search.
import { useId } from 'react';
import { SearchBar as Box } from '../../../../components/SearchBar.js';
import { useIsland } from '../../../context.js';

export default function SearchBar() {
  const { siteConfig, searchTags } = useIsland();
  const id = `island-search-${useId().replace(/[^\w-]/g, '')}`;
  // Named apart from the navbar's box: two search landmarks of one name are not told apart.
  return searchTags ? <Box baseUrl={siteConfig.baseUrl} tags={searchTags} id={id} label="Search this site" /> : null;
}
