// The navbar's dropdown: a button and a list of links, for the config's dropdowns and for the version and locale ones.
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

/**
 * Opens when the mouse is over it, when its button gets keyboard focus, and on click, Enter, Space
 * or ArrowDown (these two move into the list); arrows move through the list, Escape closes it and
 * returns to the button; it closes when focus or the mouse leaves it, and when `closeKey` (the
 * page's route) changes. `children`: the list's `<li>` entries. With `href`, its label is a link
 * there instead of a button (a config dropdown's `to`, as in Docusaurus): a click or Enter follows
 * it, and the list opens on hover, keyboard focus, Space and ArrowDown.
 */
export function DropdownMenu({ label, className, active = false, closeKey, href, external, attributes, children }: { label: ReactNode; className?: string; active?: boolean; closeKey?: string; href?: string; external?: boolean; attributes?: Record<string, string>; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const hovered = useRef(false);
  /** Set while Escape hands the focus back to the button, which must not open the list again. */
  const refocusing = useRef(false);
  const id = useId();
  const links = () => [...(root.current?.querySelectorAll<HTMLElement>('.navbar-dropdown-menu a, .navbar-dropdown-menu button') ?? [])];
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  useEffect(() => setOpen(false), [closeKey]);
  const onKeyDown = (e: KeyboardEvent) => {
    const list = links();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      refocusing.current = true;
      button.current?.focus();
      refocusing.current = false;
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const next = at < 0 ? (e.key === 'ArrowDown' ? 0 : list.length - 1) : (at + (e.key === 'ArrowDown' ? 1 : list.length - 1)) % list.length;
      // A closed list shows on the next frame.
      if (open) list[next]?.focus();
      else requestAnimationFrame(() => links()[next]?.focus());
    } else if ((e.key === 'Home' || e.key === 'End') && at >= 0) {
      e.preventDefault();
      list[e.key === 'Home' ? 0 : list.length - 1]?.focus();
    }
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if ((e.key !== 'Enter' || href !== undefined) && e.key !== ' ') return;
    e.preventDefault();
    setOpen(true);
    requestAnimationFrame(() => links()[0]?.focus());
  };
  const onBlur = (e: FocusEvent) => {
    if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
  };
  const toggle = {
    className: `navbar-link navbar-dropdown-toggle${active ? ' active' : ''}`,
    'aria-expanded': open,
    'aria-controls': id,
    onFocus: (e: FocusEvent<HTMLElement>) => !refocusing.current && e.currentTarget.matches(':focus-visible') && setOpen(true),
    onKeyDown: onButtonKey,
    // The item's own title, aria-* and data-* attributes: a dropdown with no label is named by its aria-label.
    ...attributes
  };
  return (
    <div
      ref={root}
      className={`navbar-dropdown${open ? ' navbar-dropdown-open' : ''}${className ? ` ${className}` : ''}`}
      onPointerEnter={(e) => e.pointerType === 'mouse' && ((hovered.current = true), setOpen(true))}
      onPointerLeave={(e) => e.pointerType === 'mouse' && ((hovered.current = false), setOpen(false))}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      {href === undefined ? (
        <button
          ref={button}
          type="button"
          {...toggle}
          // A mouse click on a dropdown the pointer already opened keeps it open; a tap toggles it.
          onClick={() => setOpen((o) => (hovered.current ? true : !o))}
        >
          {label}
        </button>
      ) : (
        <a ref={button} href={href} {...toggle} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {label}
        </a>
      )}
      <ul id={id} className="navbar-dropdown-menu" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
