// Stand-in for the classic theme's DefaultNavbarItem: a link in the bar (`navbar__item navbar__link`), in a dropdown
// (`dropdown__link`, in an <li>) or in the mobile menu (`menu__link`, in an <li>).
import NavbarNavLink, { type NavLinkProps } from './NavbarNavLink.js';

export default function DefaultNavbarItem({ mobile = false, isDropdownItem = false, position: _p, className, activeClassName, ...props }: NavLinkProps & { mobile?: boolean; isDropdownItem?: boolean; position?: string }) {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <NavbarNavLink className={['menu__link', className].filter(Boolean).join(' ')} activeClassName={activeClassName ?? 'menu__link--active'} {...props} />
      </li>
    );
  }
  const link = <NavbarNavLink className={[isDropdownItem ? 'dropdown__link' : 'navbar__item navbar__link', className].filter(Boolean).join(' ')} activeClassName={activeClassName ?? (isDropdownItem ? 'dropdown__link--active' : 'navbar__link--active')} isDropdownLink={isDropdownItem} {...props} />;
  return isDropdownItem ? <li>{link}</li> : link;
}
