// The classic theme's navbar items that draw the docs' versions and the search box, which a site's map of item types
// imports beside its own: docgen draws those types itself (the config's items), so in a component of the site's own
// they say so, as a finding at the item, instead of drawing what docgen cannot give there.
export function drawnByDocgen(name: string) {
  const Item = () => {
    throw new Error(`${name} draws nothing in a component of the site's own: docgen draws the config's items of its type itself; use DefaultNavbarItem with a "to"`);
  };
  Item.displayName = name;
  return Item;
}
