// Stand-in for the theme's Admonition/Type/Danger: docgen's danger box (see ../Layout.tsx).
import { translate } from '../../../@docusaurus/Translate.js';
import { admonitionType } from '../Layout.js';

export default admonitionType('danger', () => translate({ id: 'theme.admonition.danger', message: 'danger' }));
