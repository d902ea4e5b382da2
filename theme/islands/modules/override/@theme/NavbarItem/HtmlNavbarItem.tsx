// Stand-in for the classic theme's HtmlNavbarItem: the item's `value` as HTML, in an <li> in a dropdown or the mobile menu.
export default function HtmlNavbarItem({ value, className, mobile = false, isDropdownItem = false }: { value: string; className?: string; mobile?: boolean; isDropdownItem?: boolean }) {
  const Tag = isDropdownItem || mobile ? 'li' : 'div';
  const own = mobile ? 'menu__list-item menu-html' : isDropdownItem ? 'navbar-html' : 'navbar__item navbar-item navbar-html';
  return <Tag className={[own, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: value }} />;
}
