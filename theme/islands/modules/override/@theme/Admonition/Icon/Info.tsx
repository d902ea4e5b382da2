// Stand-in for the theme's @theme/Admonition/Icon/Info, for a site's own admonition types (see ../../Icon/icon.tsx).
import { icon } from '../../Icon/icon.js';

export default icon('AdmonitionInfo', ['M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0', 'M12 8h.01M11 12h1v5h1']);
