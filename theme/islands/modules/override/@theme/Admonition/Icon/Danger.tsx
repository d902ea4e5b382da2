// Stand-in for the theme's @theme/Admonition/Icon/Danger, for a site's own admonition types (see ../../Icon/icon.tsx).
import { icon } from '../../Icon/icon.js';

export default icon('AdmonitionDanger', ['M8 3h8l5 5v8l-5 5H8l-5-5V8z', 'M12 8v5M12 16h.01']);
