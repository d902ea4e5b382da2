// The polkadot.js documentation site: configuration for docgen.
import { defineConfig } from 'docgen';

const chain = (dir: string, label: string) => ({
  type: 'category' as const,
  label,
  items: [
    `${dir}/index`,
    `${dir}/runtime`,
    `${dir}/rpc`,
    `${dir}/constants`,
    `${dir}/storage`,
    `${dir}/extrinsics`,
    `${dir}/events`,
    `${dir}/errors`
  ]
});

export default defineConfig({
  title: 'polkadot{.js}',
  tagline: 'A collection of tools, utilities and libraries for interacting with the Polkadot network from JavaScript',
  url: 'https://polkadot.js.org',
  baseUrl: '/docs/',
  favicon: 'img/favicon.svg',
  organizationName: 'polkadot-js',
  projectName: 'docs',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en' } }
  },
  docs: {
    editUrl: 'https://github.com/polkadot-js/docs/edit/master/',
    // The one version these docs have: the @polkadot/api line they are written against (the navbar's version item).
    versions: { current: { label: '16.x' } },
    sidebars: {
      reference: [
        { type: 'category', label: 'Introduction', items: ['intro'] },
        {
          type: 'category',
          label: 'API',
          items: [
            'api/index',
            {
              type: 'category',
              label: 'Getting started',
              items: [
                'api/start/index',
                'api/start/install',
                'api/start/basics',
                'api/start/create',
                'api/start/api.consts',
                'api/start/api.query',
                'api/start/api.rpc',
                'api/start/api.query.subs',
                'api/start/api.query.multi',
                'api/start/api.query.other',
                'api/start/api.tx',
                'api/start/keyring',
                'api/start/api.tx.subs',
                'api/start/api.tx.wrap',
                'api/start/types.basics',
                'api/start/types.extend',
                'api/start/rpc.custom',
                'api/start/types.create',
                'api/start/typescript',
                'api/start/typescript.user'
              ]
            },
            {
              type: 'category',
              label: 'Cookbook',
              items: ['api/cookbook/index', 'api/cookbook/blocks', 'api/cookbook/storage', 'api/cookbook/tx']
            },
            {
              type: 'category',
              label: 'Examples',
              items: [
                'api/examples/promise/index',
                'api/examples/promise/simple-connect',
                'api/examples/promise/listen-to-blocks',
                'api/examples/promise/listen-to-balance-change',
                'api/examples/promise/unsubscribe',
                'api/examples/promise/read-storage',
                'api/examples/promise/read-storage-at',
                'api/examples/promise/make-transfer',
                'api/examples/promise/system-events',
                'api/examples/promise/transfer-events',
                'api/examples/promise/upgrade-chain',
                'api/examples/promise/typegen',
                'api/examples/promise/chain-info'
              ]
            },
            'api/FAQ'
          ]
        },
        {
          type: 'category',
          label: 'Metadata',
          items: [
            chain('substrate', 'Substrate'),
            chain('polkadot', 'Polkadot'),
            chain('kusama', 'Kusama'),
            chain('asset-hub-kusama', 'Asset Hub Kusama'),
            chain('asset-hub-polkadot', 'Asset Hub polkadot')
          ]
        },
        { type: 'category', label: 'Api Derives', items: ['derives'] },
        {
          type: 'category',
          label: 'Keyring',
          items: [
            'keyring/index',
            {
              type: 'category',
              label: 'Getting started',
              items: [
                'keyring/start/index',
                'keyring/start/install',
                'keyring/start/basics',
                'keyring/start/create',
                'keyring/start/ss58',
                'keyring/start/sign-verify',
                'keyring/start/suri'
              ]
            },
            'keyring/FAQ'
          ]
        },
        {
          type: 'category',
          label: 'Crypto Utilities',
          items: [
            'util-crypto/index',
            {
              type: 'category',
              label: 'Examples',
              items: [
                'util-crypto/examples/index',
                'util-crypto/examples/create-mnemonic',
                'util-crypto/examples/validate-address',
                'util-crypto/examples/encrypt-decrypt',
                'util-crypto/examples/create-multisig',
                'util-crypto/examples/verify-signature',
                'util-crypto/examples/hash-data'
              ]
            },
            'util-crypto/FAQ'
          ]
        },
        {
          type: 'category',
          label: 'Contracts (API)',
          items: [
            'api-contract/index',
            {
              type: 'category',
              label: 'Getting started',
              items: [
                'api-contract/start/index',
                'api-contract/start/install',
                'api-contract/start/basics',
                'api-contract/start/prerequisites',
                'api-contract/start/code',
                'api-contract/start/blueprint',
                'api-contract/start/contract.read',
                'api-contract/start/contract.tx'
              ]
            },
            'api-contract/FAQ'
          ]
        },
        {
          type: 'category',
          label: 'Identicon (UI)',
          items: ['ui-identicon/index', 'ui-identicon/react', 'ui-identicon/react-native', 'ui-identicon/vue']
        },
        {
          type: 'category',
          label: 'Keyring (UI)',
          items: [
            'ui-keyring/index',
            {
              type: 'category',
              label: 'Getting started',
              items: [
                'ui-keyring/start/index',
                'ui-keyring/start/install',
                'ui-keyring/start/init',
                'ui-keyring/start/accounts',
                'ui-keyring/start/addresses',
                'ui-keyring/start/loading'
              ]
            }
          ]
        },
        {
          type: 'category',
          label: 'Extension',
          items: ['extension/index', 'extension/usage', 'extension/cookbook', 'extension/FAQ']
        },
        { type: 'category', label: 'Run, Bundle, Test', items: ['usage/FAQ'] }
      ]
    }
  },
  themeConfig: {
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    announcementBar: {
      id: 'api-16',
      content: 'These docs cover <code>@polkadot/api</code> 16.x.',
      backgroundColor: '#fafbfc',
      textColor: '#091E42',
      isCloseable: true
    },
    navbar: {
      title: 'polkadot{.js}',
      // The logo's size is given so that its box is there before the image loads (no layout shift).
      logo: { alt: 'polkadot{.js} logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32 },
      hideOnScroll: false,
      items: [
        { type: 'doc', docId: 'api/index', label: 'API', position: 'left' },
        { type: 'doc', docId: 'keyring/index', label: 'Keyring', position: 'left' },
        { type: 'doc', docId: 'util-crypto/index', label: 'Crypto', position: 'left' },
        { type: 'doc', docId: 'polkadot/index', label: 'Metadata', position: 'left' },
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            { type: 'doc', docId: 'api-contract/index', label: 'Contracts' },
            { type: 'doc', docId: 'derives', label: 'API derives' },
            { type: 'doc', docId: 'ui-keyring/index', label: 'UI keyring' },
            { type: 'doc', docId: 'ui-identicon/index', label: 'Identicon' },
            { type: 'doc', docId: 'extension/index', label: 'Extension' }
          ]
        },
        // One docs version and one locale: the version item is a plain link, the language menu lists English.
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        { href: 'https://polkadot.js.org/apps/', label: 'Apps', position: 'right' },
        { href: 'https://github.com/polkadot-js/docs', label: 'GitHub', position: 'right' }
      ]
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: [
            { label: 'API', to: '/api' },
            { label: 'Keyring', to: '/keyring' },
            { label: 'Crypto utilities', to: '/util-crypto' }
          ]
        },
        {
          title: 'More',
          items: [
            { label: 'Apps', href: 'https://polkadot.js.org/apps/' },
            { label: 'GitHub', href: 'https://github.com/polkadot-js' }
          ]
        }
      ],
      copyright: 'Documentation for the polkadot{.js} libraries. Built with docgen.'
    }
  },
  blog: { showReadingTime: true },
  search: {
    // What readers type for what these pages call it.
    synonyms: [
      ['send', 'transfer'],
      ['produce', 'producer', 'author'],
      ['root origin', 'sudo'],
      ['on behalf', 'proxy'],
      ['cost', 'fee'],
      ['minimum balance', 'existential deposit'],
      ['claim rewards', 'payout'],
      ['wallet', 'extension'],
      ['deploy', 'instantiate'],
      ['latest', 'head'],
      ['unbonding period', 'bonding duration'],
      ['stake', 'bond'],
      ['mnemonic', 'seed phrase'],
      ['listen', 'watch', 'subscribe'],
      ['stop listening', 'unsubscribe'],
      ['module', 'pallet'],
      ['kill', 'reap'],
      ['iterate', 'entries'],
      ['display name', 'identity'],
      ['whole', 'entire'],
      ['height', 'block number'],
      ['lock', 'freeze'],
      ['unclaimed', 'pending'],
      ['javascript', 'js']
    ]
  }
});
