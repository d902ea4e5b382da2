// Stand-in for the theme's Admonition/Type/Warning: docgen's warning box, titled by the locale's word unless given a title.
import type { ReactNode } from 'react';
import { translate } from '../../../@docusaurus/Translate.js';
import AdmonitionLayout from '../Layout.js';

export default function AdmonitionTypeWarning(props: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  const title = props.title ?? translate({ id: 'theme.admonition.warning', message: 'warning' });
  return <AdmonitionLayout {...props} type={props.type ?? 'warning'} title={title} className={['admonition-warning', props.className].filter(Boolean).join(' ')} />;
}
