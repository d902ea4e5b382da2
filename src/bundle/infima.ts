// The layout classes of Infima (Docusaurus's CSS framework) that sites' pages and components are written with:
// `container`, `row`, `col col--4`, `hero hero--primary`, `button button--secondary button--lg`, `badge`, `card`, `alert`, `text--center`,
// `padding-horiz--md`… drawn with docgen's theme colours, so that a Docusaurus site's home page keeps its layout.
// Written for docgen from the class names' documented meaning; a page links it only when its HTML uses one of them.

/** Infima's spacing steps, in units of 1rem. */
const SIZES: Record<string, string> = { none: '0', sm: '0.5rem', md: '1rem', lg: '2rem', xl: '5rem' };
/** The sides each spacing class sets. */
const SIDES: Record<string, string[]> = { '': [''], top: ['-top'], bottom: ['-bottom'], left: ['-left'], right: ['-right'], horiz: ['-left', '-right'], vert: ['-top', '-bottom'] };

function spacing(): string[] {
  const rules: string[] = [];
  for (const property of ['padding', 'margin'])
    for (const [side, suffixes] of Object.entries(SIDES))
      for (const [size, value] of Object.entries(SIZES)) rules.push(`.${property}${side ? `-${side}` : ''}--${size} { ${suffixes.map((s) => `${property}${s}: ${value} !important;`).join(' ')} }`);
  return rules;
}

function columns(): string[] {
  const rules = ['.row { display: flex; flex-wrap: wrap; margin: 0 -1rem; }', '.row--no-gutters { margin: 0; } .row--no-gutters > .col { padding: 0; }', '.row--align-center { align-items: center; }', '.col { flex: 1 0 0; min-width: 0; max-width: 100%; padding: 0 1rem; box-sizing: border-box; }'];
  for (let n = 1; n <= 12; n++) {
    const width = `${Number(((n / 12) * 100).toFixed(4))}%`;
    rules.push(`.col.col--${n} { flex: 0 0 ${width}; max-width: ${width}; }`, `.col--offset-${n} { margin-left: ${width}; }`);
  }
  // Narrow windows: columns stack, as Infima's do.
  rules.push('@media (max-width: 996px) { .col, .col[class*="col--"] { flex: 1 0 100%; max-width: 100%; } .col[class*="col--offset-"] { margin-left: 0; } }');
  return rules;
}

const BUTTONS = [
  // Infima's sizes (its variables where a site sets them): a small or large button is the same one scaled.
  '.button { display: inline-block; box-sizing: border-box; border: var(--ifm-button-border-width, 1px) solid var(--button-border, var(--c-border)); border-radius: var(--ifm-button-border-radius, 0.4rem); padding: calc(var(--ifm-button-padding-vertical, 0.375rem) * var(--ifm-button-size-multiplier, 1)) calc(var(--ifm-button-padding-horizontal, 1.5rem) * var(--ifm-button-size-multiplier, 1)); background: var(--button-bg, var(--c-bg-soft)); color: var(--button-fg, var(--c-text)); font-family: inherit; font-size: calc(0.875rem * var(--ifm-button-size-multiplier, 1)); font-weight: var(--ifm-button-font-weight, 700); line-height: 1.5; text-align: center; vertical-align: middle; white-space: nowrap; cursor: pointer; }',
  // Never underlined, not even among the article's underlined links.
  '.button { text-decoration: none !important; }',
  '.button:hover { filter: brightness(0.95); }',
  // In Infima's `--ifm-color-primary`, which is docgen's primary unless the site sets it again for a part of its page
  // (Stryker's hero in dark mode, a slate `.hero { --ifm-color-primary: #22323d }`).
  '.button--primary { --button-bg: var(--ifm-color-primary); --button-border: var(--ifm-color-primary); --button-fg: var(--c-on-primary); }',
  '.button--secondary { --button-bg: #ebedf0; --button-border: #ebedf0; --button-fg: #1c1e21; }',
  '.button--outline { --button-bg: transparent; --button-fg: var(--button-border, var(--c-text)); }',
  '.button--outline.button--primary { --button-fg: var(--ifm-color-primary); }',
  // Infima's one exception: a secondary outline button's border is too light for text, which is the page's (EventMesh's "GitHub").
  '.button--outline.button--secondary { --button-fg: var(--c-text); }',
  '.button--link { --button-bg: transparent; --button-border: transparent; --button-fg: var(--c-primary); text-decoration: underline; }',
  '.button--sm { --ifm-button-size-multiplier: 0.8; }',
  '.button--lg { --ifm-button-size-multiplier: 1.35; }',
  '.button--block { display: block; width: 100%; }',
  '.button-group { display: inline-flex; gap: 0.5rem; flex-wrap: wrap; }'
];

const BLOCKS = [
  '.container { width: 100%; max-width: 1140px; margin: 0 auto; padding: 0 1rem; box-sizing: border-box; }',
  '.container--fluid { max-width: none; }',
  // The hero's colours in Infima's variables, which its modifiers set (a `.hero--primary` without `.hero` has none: its
  // variables only, as HertzBeat's, which sets them again); weightless, so that the site's stylesheets, which come
  // before this sheet, win as they do after Infima's (HertzBeat's `.hero__title { margin: 0 auto }`).
  ':where(.hero) { display: flex; align-items: center; padding: 4rem 2rem; background-color: var(--ifm-hero-background-color, var(--ifm-background-surface-color)); color: var(--ifm-hero-text-color, var(--c-text)); }',
  ':where(.hero--primary) { --ifm-hero-background-color: var(--ifm-color-primary); --ifm-hero-text-color: var(--c-on-primary); }',
  ':where(.hero--dark) { --ifm-hero-background-color: #303846; --ifm-hero-text-color: #ffffff; }',
  ':where(.hero__title) { font-size: 3rem; line-height: 1.2; margin: 0 0 0.5rem; }',
  ':where(.hero__subtitle) { font-size: 1.5rem; margin: 0 0 1.25rem; }',
  '@media (max-width: 996px) { :where(.hero) { padding: 2rem 1rem; } :where(.hero__title) { font-size: 2rem; } :where(.hero__subtitle) { font-size: 1.25rem; } }',
  '.card { display: flex; flex-direction: column; overflow: hidden; border-radius: 8px; background: var(--c-bg); box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2); }',
  '.card__header, .card__body, .card__footer { padding: 1rem; }',
  '.card__header + .card__body, .card__body + .card__footer { padding-top: 0; }',
  '.card__image img { display: block; width: 100%; }',
  // Alerts, as docgen's admonitions look: a soft box with a coloured edge; their links underlined, as the article's.
  // Infima's own variables first: a site's customCss sets them for its alert classes (`.alert--security`).
  '.alert { margin: 0 0 1.2em; padding: 12px 16px; border-left: 5px solid var(--ifm-alert-border-color, var(--alert-edge, #8a94a6)); border-radius: 6px; background: var(--ifm-alert-background-color, var(--c-bg-soft)); color: var(--ifm-alert-foreground-color, var(--c-text)); }',
  // A link in an alert whose colours the site sets is in its text colour, as Infima draws it (legible on its background).
  '.alert a { text-decoration: underline; color: var(--ifm-alert-foreground-color, var(--c-primary)); }',
  '.alert--primary { --alert-edge: var(--c-primary); } .alert--success { --alert-edge: #00a400; } .alert--info { --alert-edge: #3578e5; } .alert--warning { --alert-edge: #e6a700; } .alert--danger { --alert-edge: #fa383e; }',
  '.text--center { text-align: center; } .text--left { text-align: left; } .text--right { text-align: right; } .text--justify { text-align: justify; }',
  '.text--bold { font-weight: 700; } .text--italic { font-style: italic; } .text--uppercase { text-transform: uppercase; }',
  '.text--truncate { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }',
  // Badges: a small bold label on a coloured pill (the OpenAPI theme's POST and GET), its colours dark enough for white text.
  // A badge is a word, whole even in docgen's text `pre`, which breaks anywhere (the OpenAPI theme's method beside its path).
  '.badge { display: inline-block; padding: 0.25rem 0.5rem; border: 1px solid var(--badge-bg, var(--c-primary)); border-radius: 0.25rem; background: var(--badge-bg, var(--c-primary)); color: var(--badge-fg, var(--c-on-primary)); font-size: 75%; font-weight: 700; line-height: 1; overflow-wrap: normal; }',
  '.badge--primary { --badge-bg: var(--c-primary); --badge-fg: var(--c-on-primary); } .badge--secondary { --badge-bg: #ebedf0; --badge-fg: #1c1e21; } .badge--success { --badge-bg: #007a00; --badge-fg: #ffffff; } .badge--info { --badge-bg: #1a6bbf; --badge-fg: #ffffff; } .badge--warning { --badge-bg: #e6a700; --badge-fg: #1c1e21; } .badge--danger { --badge-bg: #c8232a; --badge-fg: #ffffff; }',
  // Pills: a row of choices (Jellyfin's downloads: Clients, Server), the chosen one marked.
  '.pills { display: flex; flex-wrap: wrap; gap: 0.125rem; margin-top: 0; padding-left: 0; font-weight: 700; }',
  '.pills__item { display: inline-block; padding: 0.25rem 1rem; border-radius: 0.5rem; cursor: pointer; text-decoration: none !important; }',
  // Infima's primary text on its grey fails contrast in dark mode: the chosen one is drawn as a primary button is.
  '.pills__item--active { background: var(--c-primary); color: var(--c-on-primary); }',
  '.pills__item:not(.pills__item--active):hover { background: var(--ifm-color-emphasis-100); }',
  '.pills--block { justify-content: stretch; } .pills--block .pills__item { flex-grow: 1; text-align: center; }',
  // A tab list as Infima draws one (a `ul.tabs` of `li.tabs__item`: the OpenAPI theme's response codes and content types,
  // a site's own Tabs): a row of bold labels in the secondary text colour, the chosen one in the primary colour and
  // underlined. docgen's own tabs are a `div.tabs` around a `.tabs-list`: not these. Weightless but for the margin that
  // docgen's `.tabs` gives its own: the site's sheets, which come before this one, win as they do after Infima's (the
  // OpenAPI theme's smaller response code tabs).
  'ul.tabs { margin: 0; }',
  ':where(ul.tabs) { display: flex; overflow-x: auto; padding-left: 0; color: var(--ifm-tabs-color); font-weight: 700; }',
  ':where(.tabs__item) { display: inline-flex; padding: var(--ifm-tabs-padding-vertical) var(--ifm-tabs-padding-horizontal); border-bottom: 3px solid transparent; border-radius: var(--ifm-global-radius); cursor: pointer; transition: background-color var(--ifm-transition-fast); }',
  ':where(.tabs__item:hover) { background: var(--ifm-hover-overlay); }',
  ':where(.tabs__item--active) { border-bottom-color: var(--ifm-tabs-color-active-border); border-bottom-left-radius: 0; border-bottom-right-radius: 0; color: var(--ifm-tabs-color-active); }',
  ':where(ul.tabs--block) { justify-content: stretch; } :where(.tabs--block .tabs__item) { flex-grow: 1; justify-content: center; }',
  // A dropdown (QuestDB's navbar item of its own: a link, and its menu shown on hover), which keyboard focus opens too.
  '.dropdown { position: relative; display: inline-flex; vertical-align: top; }',
  '.dropdown__menu { position: absolute; top: 100%; left: 0; z-index: 30; min-width: 10rem; max-height: 80vh; overflow-y: auto; margin: 0; padding: 0.5rem; list-style: none; border-radius: 0.4rem; background: var(--c-bg); box-shadow: 0 5px 40px rgba(0, 0, 0, 0.2); visibility: hidden; opacity: 0; transition: opacity 200ms, visibility 200ms; }',
  '.dropdown--hoverable:hover .dropdown__menu, .dropdown--hoverable:focus-within .dropdown__menu, .dropdown--show .dropdown__menu { visibility: visible; opacity: 1; }',
  '.dropdown--right .dropdown__menu { right: 0; left: auto; }',
  '.dropdown__menu .dropdown__link { display: block; margin-top: 0.2rem; padding: 0.25rem 0.5rem; border-radius: 0.25rem; color: var(--c-text); font-size: 0.875rem; white-space: nowrap; text-decoration: none !important; }',
  '.dropdown__menu .dropdown__link:hover, .dropdown__menu .dropdown__link--active { background: var(--ifm-color-emphasis-200); }',
  // Resets for a site's own buttons and lists (Kysely's help button), and elevation.
  '.clean-btn { padding: 0; border: none; background: none; color: inherit; font-family: inherit; cursor: pointer; }',
  '.clean-list { padding-left: 0; list-style: none; }',
  '.shadow--lw { box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2); } .shadow--md { box-shadow: 0 5px 40px rgba(0, 0, 0, 0.2); } .shadow--tl { box-shadow: 0 12px 28px rgba(0, 0, 0, 0.2), 0 2px 4px rgba(0, 0, 0, 0.1); }',
  // An avatar: a round photo beside a name and a subtitle (team pages, blog authors), in Infima's sizes; the subtitle
  // in the avatar's own colour (JHipster's team cards set white text on their primary colour).
  '.avatar { display: flex; column-gap: 1rem; } .avatar--vertical { flex-direction: column; align-items: center; column-gap: 0.5rem; }',
  '.avatar__photo { display: block; width: var(--avatar-size, 3rem); height: var(--avatar-size, 3rem); border-radius: 50%; overflow: hidden; flex-shrink: 0; } .avatar__photo img { width: 100%; height: 100%; object-fit: cover; }',
  '.avatar__photo--sm { --avatar-size: 2rem; } .avatar__photo--lg { --avatar-size: 4rem; } .avatar__photo--xl { --avatar-size: 6rem; }',
  '.avatar__intro { display: flex; flex: 1 1; flex-direction: column; justify-content: center; } .avatar--vertical .avatar__intro { text-align: center; } .avatar__name { font-weight: 700; font-size: 1.25rem; line-height: 1.25; } .avatar__subtitle { margin-top: 0.25rem; }'
];

/** Infima's grey scale (its palette's steps, 0 to 1000); the emphasis steps are these, reversed in dark mode. */
const GREYS: Array<[number, string]> = [[0, '#ffffff'], [100, '#f5f6f7'], [200, '#ebedf0'], [300, '#dadde1'], [400, '#ccd0d5'], [500, '#bec3c9'], [600, '#8d949e'], [700, '#606770'], [800, '#444950'], [900, '#1c1e21'], [1000, '#000000']];

/**
 * Infima's custom properties, which sites' own stylesheets and CSS modules use (Yoga's playground draws its boxes in
 * `--ifm-color-gray-200`…, its toolbar in `--ifm-color-emphasis-300` and `--ifm-global-radius`): each as docgen's
 * theme has it where it has one (colours, fonts, the navbar's height), else Infima's value; the emphasis scale turns
 * over in dark mode, as Infima's does. `--prism-*` are the code colours Docusaurus sets from its Prism theme. A page
 * links this sheet after the site's stylesheets, where Docusaurus has Infima's before them: its light values weigh
 * nothing (`:where`), so that the site's own `:root` values win as they do there (Agenta's navbar button is drawn in
 * its `--ifm-color-primary-lightest`); the dark ones weigh what Infima's do.
 */
function properties(): string[] {
  const greys = GREYS.map(([n, c]) => `--ifm-color-gray-${n}: ${c};`).join(' ');
  const emphasis = (dark: boolean) => GREYS.map(([n]) => `--ifm-color-emphasis-${n}: var(--ifm-color-gray-${dark ? 1000 - n : n});`).join(' ');
  const shades = ['', '-dark', '-darker', '-darkest', '-light', '-lighter', '-lightest'].map((s, i) => `--ifm-color-primary${s}: ${i === 0 ? 'var(--c-primary)' : `color-mix(in srgb, var(--c-primary), ${s.includes('dark') ? 'black' : 'white'} ${[0, 10, 15, 30, 10, 15, 30][i]}%)`};`).join(' ');
  const theme = [
    shades,
    '--ifm-color-primary-contrast-background: var(--c-primary-soft); --ifm-color-primary-contrast-foreground: var(--c-text);',
    '--ifm-color-success: #00a400; --ifm-color-info: #54c7ec; --ifm-color-warning: #ffba00; --ifm-color-danger: #fa383e; --ifm-color-secondary: #ebedf0;',
    '--ifm-color-white: #ffffff; --ifm-color-black: #000000;',
    // The surface is the page's white in light mode and a step lighter than the page in dark mode, as Infima's.
    '--ifm-background-color: var(--c-bg); --ifm-background-surface-color: var(--c-bg);',
    '--ifm-font-color-base: var(--c-text); --ifm-font-color-secondary: var(--c-text-soft); --ifm-color-content: var(--c-text); --ifm-color-content-secondary: var(--c-text-soft); --ifm-heading-color: var(--c-text);',
    // The text on a surface of the text's colour: white in light mode, black in dark (Stryker's hero buttons).
    '--ifm-color-content-inverse: var(--ifm-color-emphasis-0); --ifm-font-color-base-inverse: var(--ifm-color-content-inverse);',
    '--ifm-link-color: var(--c-primary); --ifm-link-hover-color: var(--c-primary); --ifm-toc-border-color: var(--c-border); --ifm-hr-background-color: var(--c-border); --ifm-table-border-color: var(--c-border);',
    '--ifm-font-family-base: var(--font); --ifm-heading-font-family: var(--font); --ifm-font-family-monospace: var(--font-mono);',
    '--ifm-font-size-base: 100%; --ifm-line-height-base: 1.65; --ifm-font-weight-light: 300; --ifm-font-weight-normal: 400; --ifm-font-weight-semibold: 500; --ifm-font-weight-bold: 700; --ifm-heading-font-weight: 700;',
    '--ifm-code-background: var(--c-code-bg); --ifm-code-border-radius: 0.4rem; --ifm-code-font-size: 90%; --ifm-code-padding-horizontal: 0.1rem; --ifm-code-padding-vertical: 0.1rem;',
    '--ifm-pre-background: var(--c-code-bg); --ifm-pre-color: var(--sh-fg); --ifm-pre-padding: 1rem; --ifm-pre-border-radius: 0.4rem; --ifm-pre-line-height: 1.45;',
    '--ifm-card-background-color: var(--c-bg-soft); --ifm-card-border-radius: 0.8rem; --ifm-navbar-background-color: var(--c-bg); --ifm-footer-background-color: var(--c-bg-soft);',
    '--ifm-global-radius: 0.4rem; --ifm-global-spacing: 1rem; --ifm-spacing-vertical: 1rem; --ifm-spacing-horizontal: 1rem; --ifm-global-border-width: 1px;',
    '--ifm-global-shadow-lw: 0 1px 2px 0 rgba(0, 0, 0, 0.1); --ifm-global-shadow-md: 0 5px 40px rgba(0, 0, 0, 0.2); --ifm-global-shadow-tl: 0 12px 28px 0 rgba(0, 0, 0, 0.2), 0 2px 4px 0 rgba(0, 0, 0, 0.1);',
    '--ifm-transition-fast: 200ms; --ifm-transition-slow: 400ms; --ifm-transition-timing-default: cubic-bezier(0.08, 0.52, 0.52, 1);',
    '--ifm-navbar-height: var(--navbar-height); --ifm-container-width: 1140px; --ifm-container-width-xl: 1320px;',
    // The tabs' (the OpenAPI theme's content-type tab is outlined in the active colour).
    '--ifm-hover-overlay: rgba(0, 0, 0, 0.05); --ifm-tabs-color: var(--ifm-font-color-secondary); --ifm-tabs-color-active: var(--ifm-color-primary); --ifm-tabs-color-active-border: var(--ifm-tabs-color-active); --ifm-tabs-padding-horizontal: 1rem; --ifm-tabs-padding-vertical: 1rem;',
    '--prism-background-color: var(--c-code-bg); --prism-color: var(--sh-fg);'
  ].join(' ');
  return [`:where(:root) { ${greys} ${emphasis(false)} ${theme} }`, `html[data-theme='dark'] { ${emphasis(true)} --ifm-background-surface-color: ${INFIMA_DARK['--ifm-background-surface-color']}; }`];
}

/**
 * What Infima sets again in dark mode (its `html[data-theme='dark']` block, beside the emphasis scale), as docgen's
 * theme has it there: a site's own `:root` value of one holds in light mode only, as in Docusaurus (Apache Ozone's
 * warm `--ifm-background-color` behind its Swagger UI).
 */
export const INFIMA_DARK: Record<string, string> = {
  '--ifm-background-color': 'var(--c-bg)',
  '--ifm-background-surface-color': 'var(--c-bg-soft)',
  '--ifm-hover-overlay': 'rgba(255, 255, 255, 0.05)',
  '--ifm-color-content': 'var(--c-text)',
  '--ifm-color-content-secondary': 'var(--c-text-soft)',
  '--ifm-code-background': 'var(--c-code-bg)',
  '--ifm-table-stripe-background': 'rgba(255, 255, 255, 0.07)',
  '--ifm-toc-border-color': 'var(--c-border)',
  '--ifm-color-primary-contrast-background': 'var(--c-primary-soft)',
  '--ifm-color-primary-contrast-foreground': 'var(--c-text)'
};

/** The stylesheet. */
export function infimaCss(): string {
  return [...properties(), ...BLOCKS, ...columns(), ...BUTTONS, ...spacing()].join('\n') + '\n';
}

/** Whether an element of a page's HTML has one of these classes (and so the page links the stylesheet): not a code sample's. */
export const usesInfima = (html: string): boolean => /<[a-z][^<>]*\sclass="(?:[^"]*\s)?(?:container|row|col|hero|button|badge|card|alert|clean-btn|clean-list|pills|tabs__item|dropdown|avatar|shadow--[a-z]+|text--[a-z]+|(?:padding|margin)(?:-[a-z]+)?--[a-z]+)[\s"]/.test(html);
