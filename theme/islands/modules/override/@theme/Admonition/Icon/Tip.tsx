// Stand-in for the theme's @theme/Admonition/Icon/Tip, for a site's own admonition types (see ../../Icon/icon.tsx).
import { icon } from '../../Icon/icon.js';

export default icon('AdmonitionTip', ['M9 18h6M10 21h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3z']);
