// A generated index page's cards: one per item of its category (a doc, a link, a category), with its description.
import type { CardData } from '../types.js';

/** A page, a folder, and a link leaving the site, drawn in the text's colour (emoji need a font that has them). */
const ICONS: Record<'doc' | 'category' | 'external', string> = {
  doc: 'M6 2h8l5 5v15H6zm8 1.5V8h4.5M9 12h7M9 15h7M9 18h5',
  category: 'M3 5h6l2 2h10v12H3z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6'
};

function Icon({ card }: { card: CardData }) {
  const name = card.kind === 'category' ? 'category' : card.external ? 'external' : 'doc';
  return (
    <svg className="doc-card-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

export function CardList({ cards }: { cards: CardData[] }) {
  return (
    <section className="doc-card-list">
      {cards.map((card, i) => {
        // For a category without one, the server wrote how many items it holds, in the locale's words.
        const text = card.description;
        return (
          <article key={i}>
            <a className="doc-card" href={card.href} {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <h2 className="doc-card-title" title={card.label}>
                <Icon card={card} />
                {card.label}
                {card.external && <span className="visually-hidden"> (opens in a new tab)</span>}
              </h2>
              {text && (
                <p className="doc-card-description" title={text}>
                  {text}
                </p>
              )}
            </a>
          </article>
        );
      })}
    </section>
  );
}
