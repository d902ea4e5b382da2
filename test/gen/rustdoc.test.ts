// Rustdoc links and rustdoc markdown -> site markdown, on inline strings.
import { describe, expect, it } from 'vitest';
import { docsToMarkdown, fenceLanguage, inlineToMarkdown } from '../../polkadot/gen/docs.js';
import { codeSpan, escapeText } from '../../polkadot/gen/escape.js';
import { type LinkContext, resolveRustPath } from '../../polkadot/gen/rustdoc.js';

const calls: LinkContext = {
  kind: 'extrinsics',
  items: new Map([
    ['bond', 'staking-bond'],
    ['withdraw_unbonded', 'staking-withdrawunbonded'],
    ['foo', 'staking-foo']
  ])
};
const events: LinkContext = { kind: 'events', items: new Map([['Bar', 'staking-bar']]) };
const runtime: LinkContext = { kind: 'runtime', items: new Map([['get_preset', 'genesisbuilder-getpreset']]), selfNames: ['GenesisBuilder', 'Self'] };

describe('rustdoc links', () => {
  it('link to an item of the same pallet on the page', () => {
    expect(inlineToMarkdown('See [`Self::bond`].', calls)).toBe('See [`Self::bond`](#staking-bond).');
    expect(inlineToMarkdown('[`Pallet::foo`]', calls)).toBe('[`Pallet::foo`](#staking-foo)');
    expect(inlineToMarkdown('[`Call::foo`]', calls)).toBe('[`Call::foo`](#staking-foo)');
    expect(inlineToMarkdown('[`Call::<T>::withdraw_unbonded`]', calls)).toBe('[`Call::<T>::withdraw_unbonded`](#staking-withdrawunbonded)');
    expect(inlineToMarkdown('[`crate::pallet::Call::bond`]', calls)).toBe('[`crate::pallet::Call::bond`](#staking-bond)');
    expect(inlineToMarkdown('[`bond`]', calls)).toBe('[`bond`](#staking-bond)');
    expect(inlineToMarkdown('[`Event::Bar`]', events)).toBe('[`Event::Bar`](#staking-bar)');
    expect(inlineToMarkdown('[`GenesisBuilder::get_preset`]', runtime)).toBe('[`GenesisBuilder::get_preset`](#genesisbuilder-getpreset)');
  });

  it('become plain code when the item is not on the page', () => {
    expect(inlineToMarkdown('[`Event::Bar`]', calls)).toBe('`Event::Bar`');
    expect(inlineToMarkdown('[`Call::foo`]', events)).toBe('`Call::foo`');
    expect(inlineToMarkdown('[`Self::unknown`]', calls)).toBe('`Self::unknown`');
    expect(inlineToMarkdown('[`Config::HistoryDepth`]', calls)).toBe('`Config::HistoryDepth`');
    expect(inlineToMarkdown('[`adapter::StakeStrategyType::Delegate`]', calls)).toBe('`adapter::StakeStrategyType::Delegate`');
    expect(inlineToMarkdown('[Config::BlockNumberProvider]', calls)).toBe('`Config::BlockNumberProvider`');
    expect(inlineToMarkdown('[`Error::ContainsHolds`]', undefined)).toBe('`Error::ContainsHolds`');
  });

  it('resolve explicit and reference targets', () => {
    expect(inlineToMarkdown('[`DelegateStake`](pallet_nomination_pools::adapter::DelegateStake)', calls)).toBe('`DelegateStake`');
    expect(inlineToMarkdown('[bond it](Self::bond)', calls)).toBe('[bond it](#staking-bond)');
    expect(inlineToMarkdown('[`unbond`][`Call::bond`]', calls)).toBe('[`unbond`](#staking-bond)');
    expect(inlineToMarkdown('[max depth](#associatedtype.CallStack)', calls)).toBe('max depth');
    expect(inlineToMarkdown('[the\nmax depth](#associatedtype.CallStack)', calls)).toBe('the\nmax depth');
    expect(inlineToMarkdown('[`transfer`](struct.Pallet.html#method.transfer)', calls)).toBe('`transfer`');
  });

  it('keep external links and leave plain brackets alone', () => {
    expect(inlineToMarkdown('[RFC](https://example.com/rfc)', calls)).toBe('[RFC](https://example.com/rfc)');
    expect(inlineToMarkdown('keys[k] and [0, 1]', calls)).toBe('keys[k] and [0, 1]');
  });

  it('resolve paths by qualifier and page', () => {
    expect(resolveRustPath('Self::bond()', calls)).toBe('staking-bond');
    expect(resolveRustPath('super::Call::bond', calls)).toBe('staking-bond');
    expect(resolveRustPath('pallet_staking::Call::bond', calls)).toBeUndefined();
    expect(resolveRustPath('Event::Bar', calls)).toBeUndefined();
  });
});

describe('rustdoc markdown', () => {
  it('turns headings into bold paragraphs', () => {
    expect(docsToMarkdown([' # Example', ' Some text.'])).toBe('**Example**\n\nSome text.');
    expect(docsToMarkdown([' ## Complexity', ' - O(1)'])).toBe('**Complexity**\n\n- O(1)');
    expect(docsToMarkdown([' Emits `Bonded`.', ' ## Complexity', ' - O(1)'])).toBe('Emits `Bonded`.\n\n**Complexity**\n\n- O(1)');
    expect(docsToMarkdown([' Text.', ' <weight>', ' O(1)', ' </weight>'])).toBe('Text.\n\n**Weight**\n\nO(1)');
  });

  it('escapes HTML-looking text outside code, keeps code and autolinks', () => {
    expect(inlineToMarkdown('a Vec<u8> and `Vec<u8>`')).toBe('a Vec\\<u8\\> and `Vec<u8>`');
    expect(inlineToMarkdown('see <https://example.com/x>')).toBe('see <https://example.com/x>');
    expect(inlineToMarkdown('~10 blocks, ~20 blocks')).toBe('\\~10 blocks, \\~20 blocks');
    expect(escapeText('<weight>')).toBe('\\<weight\\>');
    expect(docsToMarkdown([' of:', '', ' > Ethereum Signed Message:', ' > (prefix)(address)', ' a -> b'])).toBe('of:\n\n> Ethereum Signed Message:\n> (prefix)(address)\na -\\> b');
    expect(inlineToMarkdown('delegated \\[who, target\\]')).toBe('delegated \\[who, target\\]');
    expect(inlineToMarkdown('a \\ b and \\`x`')).toBe('a \\\\ b and \\`x`');
  });

  it('fences rustdoc code as rust or text, never js', () => {
    expect(fenceLanguage('')).toBe('rust');
    expect(fenceLanguage('ignore')).toBe('rust');
    expect(fenceLanguage('rust,ignore')).toBe('rust');
    expect(fenceLanguage('nocompile')).toBe('rust');
    expect(fenceLanguage('js')).toBe('text');
    expect(fenceLanguage('json')).toBe('text');
    const md = docsToMarkdown([' ```nocompile', '  impl Config for Runtime {', '    type X = Vec<u8>;', '  }', ' ```']);
    expect(md).toBe('```rust\n impl Config for Runtime {\n   type X = Vec<u8>;\n }\n```');
  });

  it('drops link definitions and keeps paragraphs and lists', () => {
    const md = docsToMarkdown([' Calls [`transfer_allow_death`].', '', ' [`transfer_allow_death`]: struct.Pallet.html#method.transfer', ' - one', ' - two']);
    expect(md).toBe('Calls `transfer_allow_death`.\n\n- one\n- two');
  });

  it('makes a code span from any text', () => {
    expect(codeSpan('a`b')).toBe('``a`b``');
    expect(codeSpan('`x')).toBe('`` `x ``');
  });
});
