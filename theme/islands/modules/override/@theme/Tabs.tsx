// Stand-in for the theme's Tabs in a component: the markup of docgen's <Tabs> in MDX (src/mdx/components/tabs.ts), which
// theme/mdx/tabs.ts makes work as it does the article's: a click, the arrow keys, a groupId shared with the page's other
// tab lists and remembered, a queryString in the URL.
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem.js';

interface TabValue {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: { className?: string; [key: string]: unknown };
}

interface TabsProps {
  children?: ReactNode;
  defaultValue?: string | null;
  values?: TabValue[];
  groupId?: string;
  queryString?: boolean | string;
  className?: string;
  block?: boolean;
  lazy?: boolean;
}

const classes = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** `<Tabs groupId="pm"><TabItem value="npm" label="npm">…</TabItem>…</Tabs>`, or tabs from `values`. */
export default function Tabs({ children, defaultValue, values, groupId, queryString, className, block }: TabsProps) {
  const id = useId();
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const tabs: TabValue[] = values ?? items.map((i) => ({ value: i.props.value, label: i.props.label, default: i.props.default, attributes: i.props.attributes }));
  const chosen = defaultValue ?? tabs.find((t) => t.default)?.value;
  const selected = Math.max(0, tabs.findIndex((t) => t.value === chosen));
  const queryKey = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  return (
    <div className={classes('tabs', block && 'tabs-block', className)} data-group-id={groupId} data-query-key={queryKey}>
      <div role="tablist" className="tabs-list">
        {tabs.map((t, i) => (
          <button key={t.value} type="button" role="tab" id={`${id}tab-${i}`} aria-selected={i === selected} aria-controls={`${id}panel-${i}`} tabIndex={i === selected ? 0 : -1} className={classes('tabs-tab', t.attributes?.className)} data-value={t.value}>
            {t.label ?? t.value}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => {
        const item = items.find((x) => x.props.value === t.value);
        return (
          <div key={t.value} role="tabpanel" id={`${id}panel-${i}`} aria-labelledby={`${id}tab-${i}`} tabIndex={0} className={classes('tabs-panel', item?.props.className)} data-label={t.label ?? t.value} hidden={i !== selected}>
            {item?.props.children}
          </div>
        );
      })}
    </div>
  );
}
