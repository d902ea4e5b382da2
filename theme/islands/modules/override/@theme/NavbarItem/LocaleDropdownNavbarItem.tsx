// Stand-in for the classic theme's LocaleDropdownNavbarItem: a dropdown of the site's locales, each the current page
// in that locale, as docgen's own locale dropdown; entries of its own before and after them.
import { useIsland } from '../../../../context.js';
import DropdownNavbarItem from './DropdownNavbarItem.js';

export default function LocaleDropdownNavbarItem({ dropdownItemsBefore = [], dropdownItemsAfter = [], queryString: _q, mobile, ...props }: { dropdownItemsBefore?: Array<Record<string, unknown>>; dropdownItemsAfter?: Array<Record<string, unknown>>; queryString?: string; mobile?: boolean; [key: string]: unknown }) {
  const { i18n, siteConfig, route } = useIsland();
  const { currentLocale, defaultLocale, locales, localeConfigs } = i18n;
  // The site's base (the default locale's): the locale's without its `<locale>/`.
  const base = currentLocale === defaultLocale ? siteConfig.baseUrl : siteConfig.baseUrl.slice(0, -(currentLocale.length + 1));
  const rest = route.startsWith(siteConfig.baseUrl) ? route.slice(siteConfig.baseUrl.length) : '';
  const items = locales.map((locale) => ({ label: localeConfigs[locale]?.label ?? locale, href: `${locale === defaultLocale ? base : `${base}${locale}/`}${rest}`, autoAddBaseUrl: false, target: '_self', lang: localeConfigs[locale]?.htmlLang, ...(locale === currentLocale ? { className: mobile ? 'menu__link--active' : 'dropdown__link--active' } : {}) }));
  return <DropdownNavbarItem label={localeConfigs[currentLocale]?.label ?? currentLocale} mobile={mobile} {...props} items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]} />;
}
