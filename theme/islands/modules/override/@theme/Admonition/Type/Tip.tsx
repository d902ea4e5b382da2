// Stand-in for the theme's Admonition/Type/Tip: docgen's tip box, titled by the locale's word unless given a title.
import type { ReactNode } from 'react';
import { translate } from '../../../@docusaurus/Translate.js';
import AdmonitionLayout from '../Layout.js';

export default function AdmonitionTypeTip(props: { type?: string; title?: ReactNode; icon?: ReactNode; className?: string; children?: ReactNode }) {
  const title = props.title ?? translate({ id: 'theme.admonition.tip', message: 'tip' });
  return <AdmonitionLayout {...props} type={props.type ?? 'tip'} title={title} className={['admonition-tip', props.className].filter(Boolean).join(' ')} />;
}
