/**
 * The help items the footer links to: the operator's tags in their order (a tag this language lacks
 * is skipped), or every item in help order when the operator chose none (null).
 */
export function footerHelpLinks<T extends { tag: string }>(
  items: readonly T[],
  tags: readonly string[] | null,
): T[] {
  if (tags === null) return [...items];
  const byTag = new Map(items.map((item) => [item.tag, item]));
  return tags.flatMap((tag) => byTag.get(tag) ?? []);
}
