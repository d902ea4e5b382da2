// Stand-in for the theme's @theme/Admonition/Icon/Note, for a site's own admonition types (see ../../Icon/icon.tsx).
import { icon } from '../../Icon/icon.js';

export default icon('AdmonitionNote', ['M6 3h9l4 4v14H6z', 'M9 12h7M9 16h7']);
