// Stand-in for the theme's Admonition/Type/Warning: docgen's warning box (see ../Layout.tsx).
import { translate } from '../../../@docusaurus/Translate.js';
import { admonitionType } from '../Layout.js';

export default admonitionType('warning', () => translate({ id: 'theme.admonition.warning', message: 'warning' }));
