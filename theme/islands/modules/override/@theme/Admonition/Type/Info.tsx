// Stand-in for the theme's Admonition/Type/Info: docgen's info box (see ../Layout.tsx).
import { translate } from '../../../@docusaurus/Translate.js';
import { admonitionType } from '../Layout.js';

export default admonitionType('info', () => translate({ id: 'theme.admonition.info', message: 'info' }));
