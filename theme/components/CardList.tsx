// A generated index page's cards: one per item of its category (a doc, a link, a category), with its description.
import type { CardData } from '../types.js';

const ICONS: Record<CardData['kind'], string> = { doc: '📄️', link: '🔗', category: '🗃️' };

/** What a card says under its title: its description, or for a category how many items it holds. */
function describe(card: CardData): string | undefined {
  if (card.description) return card.description;
  if (card.kind === 'category') return card.count === 1 ? '1 item' : `${card.count ?? 0} items`;
  return undefined;
}

export function CardList({ cards }: { cards: CardData[] }) {
  return (
    <section className="card-list">
      {cards.map((card, i) => {
        const text = describe(card);
        return (
          <article key={i} className="card">
            <a className="card-link" href={card.href} {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              <h2 className="card-title" title={card.label}>
                <span className="card-icon" aria-hidden="true">
                  {card.kind === 'link' && !card.external ? ICONS.doc : ICONS[card.kind]}
                </span>
                {card.label}
                {card.external && <span className="visually-hidden"> (opens in a new tab)</span>}
              </h2>
              {text && (
                <p className="card-description" title={text}>
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
