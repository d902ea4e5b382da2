// Stand-in for the theme's Admonition/Type/Info: docgen's info box, titled by the locale's word unless given a title.
import type { ReactNode } from 'react';
import { translate } from '../../../@docusaurus/Translate.js';
import AdmonitionLayout from '../Layout.js';

export default function AdmonitionTypeInfo(props: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  const title = props.title ?? translate({ id: 'theme.admonition.info', message: 'info' });
  return <AdmonitionLayout {...props} type={props.type ?? 'info'} title={title} className={['admonition-info', props.className].filter(Boolean).join(' ')} />;
}
