// The translation ids of the words docgen shows (the theme ids of a code.json) -> docgen's English for each, and the theme's names for those the browser needs.
import type { Labels } from '../../theme/types.js';

/**
 * docgen's own English, used where a locale's code.json has no message. Where docgen's wording
 * differs from the ids' usual English it is kept, so a site without translations looks as it did.
 * `{name}` is filled in; `|` separates plural forms (see pluralForm).
 */
export const ENGLISH = {
  // Admonition titles (`:::note`). The last three have no translation id upstream; they are read the same way.
  'theme.admonition.note': 'Note',
  'theme.admonition.tip': 'Tip',
  'theme.admonition.info': 'Info',
  'theme.admonition.caution': 'Caution',
  'theme.admonition.warning': 'Warning',
  'theme.admonition.danger': 'Danger',
  'theme.admonition.secondary': 'Secondary',
  'theme.admonition.important': 'Important',
  'theme.admonition.success': 'Success',
  // Code blocks.
  'theme.CodeBlock.copy': 'Copy',
  'theme.CodeBlock.copied': 'Copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'Copy code to clipboard',
  'theme.CodeBlock.wordWrapToggle': 'Toggle word wrap',
  // The page shell.
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.BackToTopButton.buttonAriaLabel': 'Scroll back to top',
  'theme.common.editThisPage': 'Edit this page',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.paginator.next': 'Next',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.docs.sidebar.navAriaLabel': 'Docs sidebar',
  'theme.blog.sidebar.navAriaLabel': 'Blog recent posts navigation',
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.colorToggle.ariaLabel': 'Switch between dark and light mode',
  'theme.NavBar.navAriaLabel': 'Main',
  'theme.docs.sidebar.toggleSidebarButtonAriaLabel': 'Toggle navigation bar',
  'theme.docs.sidebar.closeSidebarButtonAriaLabel': 'Close navigation bar',
  'theme.docs.sidebar.collapseButtonAriaLabel': 'Collapse sidebar',
  'theme.docs.sidebar.expandButtonAriaLabel': 'Expand sidebar',
  'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel': '← Back to main menu',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'Close',
  // docgen's own: the announcement bar is a labelled region (the navbar's header is the page's banner).
  'theme.AnnouncementBar.ariaLabel': 'Announcement',
  'theme.contentVisibility.unlistedBanner.title': 'Unlisted page',
  'theme.contentVisibility.unlistedBanner.message': 'This page is unlisted: search engines leave it out, and it is found only through a link to it.',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.docs.DocCard.categoryDescription.plurals': '1 item|{count} items',
  // The search box.
  'theme.SearchBar.label': 'Search',
  'theme.SearchPage.noResultsText': 'No results found.',
  'theme.SearchPage.fetchingNewResults': 'Loading the search index…',
  'theme.SearchBar.incompleteResults': 'Part of the search index did not load: results may be incomplete.',
  'theme.SearchModal.searchBox.cancelButtonText': 'Cancel',
  'theme.SearchModal.searchBox.resetButtonTitle': 'Clear',
  // docgen's own: the submit button, the list of results, the box in the narrow window's menu, and that menu.
  'theme.SearchBar.submitButtonAriaLabel': 'Submit',
  'theme.SearchBar.resultsAriaLabel': 'Search results',
  'theme.SearchBar.menuAriaLabel': 'Search from the menu',
  'theme.navbar.mobileMenu.ariaLabel': 'Navigation menu',
  // docgen's own: the bar shown while client navigation loads the next page.
  'theme.router.progressBar.ariaLabel': 'Loading the page',
  // Version banners.
  'theme.docs.versions.unreleasedVersionLabel': 'This is unreleased documentation for {siteTitle} {versionLabel} version.',
  'theme.docs.versions.unmaintainedVersionLabel': 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.',
  'theme.docs.versions.latestVersionSuggestionLabel': 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).',
  'theme.docs.versions.latestVersionLinkLabel': 'latest version',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  // The not-found page (its second paragraph in English links to the home page: see notFoundHtml).
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for.',
  'theme.NotFound.p2': 'The link that brought you here may be out of date. Try the {home}, or search for the page.',
  // docgen's own: the words of p2's link to the home page.
  'theme.NotFound.homeLink': 'documentation home',
  // Tags, of docs and of the blog.
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.tags.tagsPageTitle': 'Tags',
  'theme.tags.tagsPageLink': 'View all tags',
  'theme.docs.tagDocListPageTitle': '{nDocsTagged} with "{tagName}"',
  'theme.docs.tagDocListPageTitle.nDocsTagged': 'One doc tagged|{count} docs tagged',
  'theme.blog.tagTitle': '{nPosts} tagged with "{tagName}"',
  'theme.blog.post.plurals': 'One post|{count} posts',
  // The blog.
  'theme.blog.authorsList.pageTitle': 'Authors',
  'theme.blog.authorsList.viewAll': 'View all authors',
  'theme.blog.author.noPosts': 'This author has not written any posts yet.',
  'theme.blog.archive.title': 'Archive',
  'theme.blog.archive.description': 'Archive',
  'theme.blog.post.readMore': 'Read more',
  'theme.blog.post.readMoreLabel': 'Read more about {title}',
  'theme.blog.post.readingTime.plurals': '{readingTime} min read',
  'theme.blog.paginator.navAriaLabel': 'Blog list page navigation',
  'theme.blog.paginator.newerEntries': 'Newer entries',
  'theme.blog.paginator.olderEntries': 'Older entries',
  'theme.blog.post.paginator.navAriaLabel': 'Blog post page navigation',
  'theme.blog.post.paginator.newerPost': 'Newer post',
  'theme.blog.post.paginator.olderPost': 'Older post'
} as const;

export type TextId = keyof typeof ENGLISH;

/**
 * The labels the theme draws itself, by its name for each. A locale's translations of these go in
 * the page data (the theme has the English); the others are written into the HTML on the server.
 */
export const CLIENT_LABELS: Record<keyof Labels, TextId> = {
  edit: 'theme.common.editThisPage',
  previous: 'theme.docs.paginator.previous',
  next: 'theme.docs.paginator.next',
  toc: 'theme.TOCCollapsible.toggleButtonLabel',
  skip: 'theme.common.skipToMainContent',
  top: 'theme.BackToTopButton.buttonAriaLabel',
  pages: 'theme.docs.paginator.navAriaLabel',
  breadcrumbs: 'theme.docs.breadcrumbs.navAriaLabel',
  sidebar: 'theme.docs.sidebar.navAriaLabel',
  blogSidebar: 'theme.blog.sidebar.navAriaLabel',
  colorMode: 'theme.colorToggle.ariaLabel',
  navbar: 'theme.NavBar.navAriaLabel',
  menu: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
  closeMenu: 'theme.docs.sidebar.closeSidebarButtonAriaLabel',
  collapseSidebar: 'theme.docs.sidebar.collapseButtonAriaLabel',
  expandSidebar: 'theme.docs.sidebar.expandButtonAriaLabel',
  backToMenu: 'theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel',
  close: 'theme.AnnouncementBar.closeButtonAriaLabel',
  announcement: 'theme.AnnouncementBar.ariaLabel',
  copy: 'theme.CodeBlock.copy',
  copied: 'theme.CodeBlock.copied',
  search: 'theme.SearchBar.label',
  noResults: 'theme.SearchPage.noResultsText',
  loading: 'theme.SearchPage.fetchingNewResults',
  incomplete: 'theme.SearchBar.incompleteResults',
  cancel: 'theme.SearchModal.searchBox.cancelButtonText',
  clear: 'theme.SearchModal.searchBox.resetButtonTitle',
  submit: 'theme.SearchBar.submitButtonAriaLabel',
  results: 'theme.SearchBar.resultsAriaLabel',
  menuSearch: 'theme.SearchBar.menuAriaLabel',
  mobileMenu: 'theme.navbar.mobileMenu.ariaLabel',
  progress: 'theme.router.progressBar.ariaLabel',
  unreleased: 'theme.docs.versions.unreleasedVersionLabel',
  unmaintained: 'theme.docs.versions.unmaintainedVersionLabel',
  latest: 'theme.docs.versions.latestVersionSuggestionLabel',
  latestLink: 'theme.docs.versions.latestVersionLinkLabel'
};
