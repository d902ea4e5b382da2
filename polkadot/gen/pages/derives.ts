export function derivesPage(): string { return "---\ntitle: Derives\n---\n"; }
