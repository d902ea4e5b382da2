// Stand-in for the theme's @theme/Admonition/Icon/Warning, for a site's own admonition types (see ../../Icon/icon.tsx).
import { icon } from '../../Icon/icon.js';

export default icon('AdmonitionWarning', ['M12 3 2 20h20L12 3z', 'M12 10v4M12 17h.01']);
